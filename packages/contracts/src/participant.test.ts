import { PARTICIPANT_PROFILE_FORM_DEFAULTS, directoryListing, participantDisplayName, participantProfileFieldsSchema, participantProfileSchema, participantProfileUpdateSchema, profileCompletion, publicParticipantProfileSchema, setupProgress, whatsappConfirmSchema } from './participant.js';
import { participantMessages as m } from './messages/participant.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const profile = { firstName: 'Lucía', lastName: 'Torres', program: 'MPP', university: 'Harvard Kennedy School' };

describe('participant profile', () => {
  it('requires first name, last name, program and university, also when left out', () => {
    expect(messagesOf(participantProfileFieldsSchema.safeParse({ firstName: ' ', lastName: '', program: '' }))).toEqual([
      m.firstNameRequired,
      m.lastNameRequired,
      m.programRequired,
      m.universityRequired,
    ]);
  });

  it('takes a bio of 150 words and refuses 151 with the spec message', () => {
    expect(participantProfileFieldsSchema.safeParse({ ...profile, bio: words(150) }).success).toBe(true);
    expect(messagesOf(participantProfileFieldsSchema.safeParse({ ...profile, bio: words(151) }))).toEqual([m.bioTooLong]);
  });

  it('keeps trek years sorted without repeats, edition years from 2024 on only', () => {
    expect(participantProfileFieldsSchema.parse({ ...profile, cohortYears: [2026, 2024, 2026] }).cohortYears).toEqual([2024, 2026]);
    expect(participantProfileFieldsSchema.safeParse({ ...profile, cohortYears: [2023] }).success).toBe(false);
  });

  it('leaves trek years empty until the portal knows the participant\'s edition', () => {
    expect(PARTICIPANT_PROFILE_FORM_DEFAULTS.cohortYears).toEqual([]);
    expect(participantProfileSchema.parse({ id: 'p1', userId: 'u1' }).cohortYears).toEqual([]);
  });

  it('lists a complete card for a past cohort always and for the current one once organizers open it', () => {
    expect(directoryListing([2026], { year: 2026, directoryOpen: false })).toEqual({ listed: false, waitingFor: 2026 });
    expect(directoryListing([2026], { year: 2026, directoryOpen: true })).toEqual({ listed: true, waitingFor: null });
    expect(directoryListing([2025, 2026], { year: 2026, directoryOpen: false })).toEqual({ listed: true, waitingFor: null });
    expect(directoryListing([2026], { year: 2027, directoryOpen: false })).toEqual({ listed: true, waitingFor: null });
  });

  it('stores the nationality the client sends as countryOfOrigin, an explicit countryOfOrigin winning', () => {
    expect(participantProfileUpdateSchema.parse({ ...profile, nationality: 'Mexico' })).toMatchObject({ countryOfOrigin: 'Mexico' });
    expect(participantProfileUpdateSchema.parse({ ...profile, nationality: 'Mexico' })).not.toHaveProperty('nationality');
    expect(participantProfileUpdateSchema.parse({ ...profile, nationality: 'Mexico', countryOfOrigin: 'Chile' }).countryOfOrigin).toBe('Chile');
    expect(participantProfileUpdateSchema.parse(profile)).not.toHaveProperty('countryOfOrigin');
  });

  it('refuses operator objects and a bad email', () => {
    expect(participantProfileFieldsSchema.safeParse({ ...profile, firstName: { $ne: null } }).success).toBe(false);
    expect(messagesOf(participantProfileFieldsSchema.safeParse({ ...profile, email: 'nope' }))).toEqual([m.invalidEmail]);
    expect(participantProfileFieldsSchema.safeParse({ ...profile, email: '' }).success).toBe(true);
  });
});

describe('public participant profile', () => {
  it('drops private fields and labels the role Student by default', () => {
    const card = publicParticipantProfileSchema.parse({
      id: 'p1',
      firstName: 'Lucía',
      lastName: 'Torres',
      email: 'lucia@example.com',
      userId: 'u1',
      passportNumber: 'X123',
      cohortYear: 2026,
      cohortYears: [2026],
      socials: { linkedin: 'https://linkedin.com/in/lucia' },
    });
    expect(card).not.toHaveProperty('email');
    expect(card).not.toHaveProperty('userId');
    expect(card).not.toHaveProperty('passportNumber');
    expect(card.role).toBe('Student');
  });

  it('shows preferredName, else first and last name, else name', () => {
    expect(participantDisplayName({ preferredName: 'Lu', firstName: 'Lucía', lastName: 'Torres' })).toBe('Lu');
    expect(participantDisplayName({ preferredName: ' ', firstName: 'Lucía', lastName: 'Torres' })).toBe('Lucía Torres');
  });
});

describe('WhatsApp confirmation', () => {
  it('accepts only joined: true', () => {
    expect(whatsappConfirmSchema.safeParse({ joined: true }).success).toBe(true);
    expect(messagesOf(whatsappConfirmSchema.safeParse({ joined: false }))).toEqual([m.whatsappConfirmRequired]);
  });
});

describe('progress', () => {
  it('counts the six profile items, rounding the percent', () => {
    expect(profileCompletion({}).percent).toBe(0);
    expect(profileCompletion({ firstName: 'Lucía' }).percent).toBe(17);
    expect(profileCompletion({ ...profile }).percent).toBe(67);
    const full = { ...profile, bio: 'Lucía studies public policy.', photoUrl: '/media/p/lucia.png' };
    expect(profileCompletion(full)).toMatchObject({ completed: 6, percent: 100 });
  });

  it('does not count a blank bio or one over 150 words', () => {
    const done = (bio: string) => profileCompletion({ bio }).items.find((i) => i.key === 'bio')?.done;
    expect(done('   ')).toBe(false);
    expect(done(words(151))).toBe(false);
    expect(done(words(150))).toBe(true);
  });

  it('counts setup in thirds: complete profile, submitted logistics, joined WhatsApp', () => {
    const full = { ...profile, bio: 'Bio.', photoUrl: '/media/p.png' };
    expect(setupProgress({ profile: {}, logisticsSubmitted: false, hasJoinedWhatsapp: true }).percent).toBe(33);
    expect(setupProgress({ profile: full, logisticsSubmitted: false, hasJoinedWhatsapp: true }).percent).toBe(67);
    expect(setupProgress({ profile: full, logisticsSubmitted: true, hasJoinedWhatsapp: true }).percent).toBe(100);
    expect(setupProgress({ profile, logisticsSubmitted: true, hasJoinedWhatsapp: false }).completed).toBe(1);
  });
});

describe('profile photo', () => {
  it('takes an uploaded /media photo only, and reads one stored as another host’s address as no photo', () => {
    expect(participantProfileFieldsSchema.safeParse({ ...profile, photoUrl: '/media/p/lucia.png' }).success).toBe(true);
    expect(participantProfileFieldsSchema.safeParse({ ...profile, photoUrl: 'https://cdn.example.com/lucia.jpg' }).success).toBe(false);
    const stored = { id: 'p1', userId: 'u1', ...profile, photoUrl: 'https://cdn.example.com/lucia.jpg' };
    expect(participantProfileSchema.parse(stored).photoUrl).toBe('');
    const card = { ...stored, cohortYear: 2026, cohortYears: [2026], socials: {} };
    expect(publicParticipantProfileSchema.parse(card).photoUrl).toBe('');
    expect(publicParticipantProfileSchema.parse({ ...card, photoUrl: '/media/p/lucia.png' }).photoUrl).toBe('/media/p/lucia.png');
  });
});
