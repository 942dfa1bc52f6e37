import { reorderSchema, faqSchema, itineraryDayInputSchema, placeInputSchema, placeMatchesFilter, placeSchema, PLACE_FILTERS, myTeamCardInputSchema, speakerInputSchema, speakerSchema, supporterInputSchema, supporterSchema, teamMemberInputSchema, teamMemberSchema, teamMemberUpdateSchema, travelResourceInputSchema, travelResourceSchema, yearQuerySchema } from './content.js';
import { contentMessages } from './messages/content.js';
import { isOrganizingTeamRole, isParticipantTeamRole } from './team-roles.js';
import { DEFAULT_TRAVEL_RESOURCES, faqFallback } from './content-defaults.js';
import { DEFAULT_EDITION_SETTINGS } from './edition.js';
import { urlMessages } from './messages/common.js';
import { textTooLong } from './message-templates.js';
import { socialLinkHref } from './social-links.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('team members', () => {
  const member = { name: 'Ana López', role: 'Co-Director', cohortYear: [2025, 2026] };

  it('take an optional Spanish role and bio, bounded like the English', () => {
    expect(teamMemberInputSchema.parse({ ...member, es: { role: ' Codirectora ', bio: '' } }).es).toEqual({ role: 'Codirectora', bio: '' });
    expect(myTeamCardInputSchema.parse({ name: 'Ana', role: 'Organizer', es: { role: 'Organizadora' } }).es).toEqual({ role: 'Organizadora' });
    expect(messagesOf(teamMemberInputSchema.safeParse({ ...member, es: { role: 'x'.repeat(121), bio: 'x'.repeat(2001) } }))).toEqual([
      textTooLong('Role', 120),
      textTooLong('Bio', 2000),
    ]);
  });

  it('fill order and socials on create, and take a single cohort year or a list', () => {
    expect(teamMemberInputSchema.parse(member)).toMatchObject({ order: 0, socials: {}, cohortYear: [2025, 2026] });
    expect(teamMemberInputSchema.parse({ ...member, cohortYear: 2024 }).cohortYear).toBe(2024);
  });

  it('leave untouched what an edit does not send (no default sneaks into an update)', () => {
    expect(teamMemberUpdateSchema.parse({ bio: 'New bio' })).toEqual({ bio: 'New bio' });
  });

  it('refuse a blank name and an operator object in place of text', () => {
    expect(messagesOf(teamMemberInputSchema.safeParse({ ...member, name: '  ' }))).toEqual([contentMessages.nameRequired]);
    expect(teamMemberInputSchema.safeParse({ ...member, name: { $ne: null } }).success).toBe(false);
  });

  it('accept uploaded /media paths only: no other host (the page could not show it), nothing a browser would run', () => {
    for (const photoUrl of ['/media/team/ana.png', '']) {
      expect(teamMemberInputSchema.safeParse({ ...member, photoUrl }).success).toBe(true);
    }
    for (const photoUrl of ['https://cdn.example.com/ana.jpg', 'http://127.0.0.1/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/media/../secrets', '//evil.example/x.png']) {
      expect(messagesOf(teamMemberInputSchema.safeParse({ ...member, photoUrl }))).toEqual([urlMessages.image]);
    }
    expect(messagesOf(supporterInputSchema.safeParse({ name: 'Acme', logoUrl: 'https://cdn.example.com/logo.png' }))).toEqual([urlMessages.image]);
  });

  it('read an image stored as another host’s address, from before uploads were the only way, as no image rather than failing', () => {
    const stored = { ...member, id: 't1', order: 0, socials: {}, photoUrl: 'https://cdn.example.com/ana.jpg' };
    expect(teamMemberSchema.parse(stored).photoUrl).toBe('');
    expect(teamMemberSchema.parse({ ...stored, photoUrl: '/media/team/ana.png' }).photoUrl).toBe('/media/team/ana.png');
    expect(supporterSchema.parse({ id: 's1', name: 'Acme', logoUrl: 'https://cdn.example.com/logo.png', order: 0 }).logoUrl).toBe('');
    expect(speakerSchema.parse({ id: 'k1', year: 2026, name: 'Kim', photoUrl: 'http://elsewhere.example/k.png' }).photoUrl).toBe('');
    expect(placeSchema.parse({ id: 'p1', name: 'Zócalo', photoUrl: '/demo/place-1.svg' }).photoUrl).toBe('/demo/place-1.svg');
  });

  it('accept the shipped /demo/*.svg samples and nothing else under /demo', () => {
    expect(teamMemberInputSchema.safeParse({ ...member, photoUrl: '/demo/team-1.svg' }).success).toBe(true);
    for (const photoUrl of ['/demo/../secrets.svg', '/demo/a/b.svg', '/demo/photo.png', '/demo/']) {
      expect(messagesOf(teamMemberInputSchema.safeParse({ ...member, photoUrl }))).toEqual([urlMessages.image]);
    }
  });

  it('take social links or handles but not scripts', () => {
    const socials = { linkedin: 'https://www.linkedin.com/in/ana', instagram: '@ana.lopez' };
    expect(teamMemberInputSchema.safeParse({ ...member, socials }).success).toBe(true);
    expect(messagesOf(teamMemberInputSchema.safeParse({ ...member, socials: { twitter: 'javascript:alert(1)' } }))).toEqual([
      urlMessages.social,
    ]);
  });

  it.each(['//evil.example/phish', 'http://www.linkedin.com/in/ana', 'evil.example/phish', '@ana lopez'])('refuse %j as a social link (only https links and handles)', (linkedin) => {
    expect(messagesOf(teamMemberInputSchema.safeParse({ ...member, socials: { linkedin } }))).toEqual([urlMessages.social]);
  });

  it('link a handle on its own network and nothing stored before these rules elsewhere', () => {
    expect(socialLinkHref('instagram', '@ana.lopez')).toBe('https://www.instagram.com/ana.lopez');
    expect(socialLinkHref('tiktok', 'ana')).toBe('https://www.tiktok.com/@ana');
    expect(socialLinkHref('linkedin', 'https://www.linkedin.com/in/ana')).toBe('https://www.linkedin.com/in/ana');
    expect(socialLinkHref('twitter', '//evil.example/phish')).toBeNull();
    expect(socialLinkHref('twitter', 'javascript:alert(1)')).toBeNull();
  });

  it('are sorted into the organizing team or the participants by role', () => {
    expect(isOrganizingTeamRole('Logistics Lead')).toBe(true);
    expect(isOrganizingTeamRole('Participant Coordinator')).toBe(false);
    expect(isOrganizingTeamRole('Alumnus')).toBe(false);
    expect(isParticipantTeamRole(' Participant ')).toBe(true);
  });
});

describe('supporters', () => {
  it('need a logo and an http(s) website', () => {
    expect(messagesOf(supporterInputSchema.safeParse({ name: 'Acme', logoUrl: '' }))).toEqual([contentMessages.logoRequired]);
    expect(messagesOf(supporterInputSchema.safeParse({ name: 'Acme', logoUrl: '/media/a.png', website: 'acme.example' }))).toEqual([
      urlMessages.website,
    ]);
  });
});

describe('itinerary days', () => {
  const day = { year: 2026, dayNumber: 0, city: 'Mexico City', date: '2026-03-14', title: 'Day 0' };

  it('allow Day 0 and default to no activities', () => {
    expect(itineraryDayInputSchema.parse(day).activities).toEqual([]);
  });

  it('refuse a date that does not exist and speakers that are not ids', () => {
    expect(messagesOf(itineraryDayInputSchema.safeParse({ ...day, date: '2026-02-30' }))).toEqual([contentMessages.invalidDate]);
    const activities = [{ title: 'Talk', speakers: ['not-an-id'] }];
    expect(messagesOf(itineraryDayInputSchema.safeParse({ ...day, activities }))).toEqual([contentMessages.invalidSpeaker]);
  });
});

describe('places', () => {
  it('store types with the chip spelling whatever the case typed', () => {
    expect(placeInputSchema.parse({ name: 'Bellas Artes', types: ['museums', 'LANDMARKS'] }).types).toEqual(['Museums', 'Landmarks']);
  });

  it('refuse a type that is no filter chip', () => {
    expect(messagesOf(placeInputSchema.safeParse({ name: 'X', types: ['Beaches'] }))).toEqual([contentMessages.invalidPlaceType]);
  });

  it('match filters case-insensitively, All matching everything', () => {
    expect(PLACE_FILTERS[0]).toBe('All');
    expect(placeMatchesFilter({ types: ['Museums'] }, 'museums')).toBe(true);
    expect(placeMatchesFilter({ types: [] }, 'All')).toBe(true);
    expect(placeMatchesFilter({ types: ['Cities'] }, 'Hotels')).toBe(false);
  });
});

describe('speakers', () => {
  it('take an optional Spanish title and bio, bounded like the English', () => {
    const kim = { year: 2026, name: 'Kim' };
    expect(speakerInputSchema.parse({ ...kim, es: { title: 'Economista en jefe', bio: 'Investiga el comercio.' } }).es).toEqual({ title: 'Economista en jefe', bio: 'Investiga el comercio.' });
    expect(messagesOf(speakerInputSchema.safeParse({ ...kim, es: { title: 'x'.repeat(201) } }))).toEqual([textTooLong('Title', 200)]);
  });
});

describe('travel resources', () => {
  it('take a Spanish address for a hotel or an embassy, as long as the English may be', () => {
    const hotel = { type: 'hotel', title: 'Hotel', content: { address: 'Paseo de la Reforma 1' } };
    expect(travelResourceInputSchema.parse({ ...hotel, es: { address: 'Paseo de la Reforma 1, frente al Ángel' } }).es).toEqual({ address: 'Paseo de la Reforma 1, frente al Ángel' });
    expect(messagesOf(travelResourceInputSchema.safeParse({ ...hotel, es: { address: 'x'.repeat(301) } }))).toEqual([textTooLong('Address', 300)]);
  });

  it('check the content against the type', () => {
    expect(travelResourceInputSchema.safeParse({ type: 'phrase', title: 'Hi', content: { spanish: 'Hola', english: 'Hello' } }).success).toBe(true);
    expect(messagesOf(travelResourceInputSchema.safeParse({ type: 'phrase', title: 'Hi', content: { address: 'Calle 1' } }))).toEqual([
      contentMessages.spanishRequired,
      contentMessages.englishRequired,
    ]);
    expect(messagesOf(travelResourceInputSchema.safeParse({ type: 'visa', title: 'x', content: {} }))).toEqual([contentMessages.invalidResourceType]);
  });
});

describe('built-in content', () => {
  it('has valid default travel resources: three hotels, one embassy, three recommendations, four phrases', () => {
    for (const resource of DEFAULT_TRAVEL_RESOURCES) expect(travelResourceSchema.safeParse(resource).success).toBe(true);
    const count = (type: string) => DEFAULT_TRAVEL_RESOURCES.filter((r) => r.type === type).length;
    expect([count('hotel'), count('embassy'), count('recommendation'), count('phrase')]).toEqual([3, 1, 3, 4]);
    expect(DEFAULT_TRAVEL_RESOURCES.filter((r) => r.type === 'hotel').map((r) => r.title)).toEqual(['Mexico City', 'Mérida', 'Mayan Riviera']);
  });

  it('has valid fallback FAQs stating the spec’s facts', () => {
    const fallback = faqFallback(DEFAULT_EDITION_SETTINGS);
    for (const faq of fallback) expect(faqSchema.safeParse(faq).success).toBe(true);
    const text = fallback.map((f) => f.answer).join(' ');
    for (const fact of ['US$1,650', 'US$1,000', 'US$500', 'non-refundable', 'transferable', '8 hotel nights', 'Sunday, March 15', 'Sunday, March 22', 'Cancún', 'Saturday, March 14', 'peso']) {
      expect(text).toContain(fact);
    }
  });

  it('when the edition has other dates, then the fallback dates FAQ names them (and no Day 0 when it has none)', () => {
    const dates = (edition: { startDate: string; endDate: string; day0Date: string }) => faqFallback(edition).find((faq) => faq.id === 'fallback-faq-dates')?.answer;
    expect(dates({ startDate: '2027-03-21', endDate: '2027-03-28', day0Date: '2027-03-20' })).toBe(
      'The trek starts on Sunday, March 21 in Mexico City and ends on Sunday, March 28 in Cancún. An optional Day 0 takes place on Saturday, March 20.',
    );
    expect(dates({ startDate: '2027-03-21', endDate: '2027-03-28', day0Date: '' })).toBe('The trek starts on Sunday, March 21 in Mexico City and ends on Sunday, March 28 in Cancún.');
  });
});

describe('year query', () => {
  it('reads ?year= as a number and an empty one as no filter', () => {
    expect(yearQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(yearQuerySchema.parse({ year: '' }).year).toBeUndefined();
    expect(messagesOf(yearQuerySchema.safeParse({ year: 'soon' }))).toEqual([contentMessages.yearRange]);
  });
});

describe('reorder input', () => {
  const a = 'a'.repeat(24);
  const b = 'b'.repeat(24);

  it('takes ids in their new order and refuses an empty list, a non-id or a repeated id', () => {
    expect(reorderSchema.parse({ ids: [b, a] })).toEqual({ ids: [b, a] });
    expect(messagesOf(reorderSchema.safeParse({ ids: [] }))).toEqual([contentMessages.reorderIdsRequired]);
    expect(messagesOf(reorderSchema.safeParse({ ids: ['x'] }))).toEqual([contentMessages.reorderIdsRequired]);
    expect(messagesOf(reorderSchema.safeParse({ ids: [a, a] }))).toEqual([contentMessages.reorderDuplicate]);
  });
});
