import { DEFAULT_EDITION_SETTINGS, areApplicationsClosed, editionSettingsSchema, editionTransferDeadline, editionYears, isDeadlinePassed, nextEditionSettings, passportValidity, ruleTransferDeadline as transferDeadline, seedEditionSettings, yearTabs } from './edition.js';
import { editionMessages } from './messages/edition.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('transferDeadline', () => {
  it('is February 1 of the edition\'s year at 23:59:59.999 UTC', () => {
    expect(transferDeadline(2026).toISOString()).toBe('2026-02-01T23:59:59.999Z');
    expect(transferDeadline(2028).toISOString()).toBe('2028-02-01T23:59:59.999Z');
  });

  it('still counts the last millisecond, 23:59:59.999 UTC, as before the deadline, and the next one as passed', () => {
    const deadline = transferDeadline(2026);
    expect(isDeadlinePassed(deadline, new Date('2026-02-01T23:59:59.999Z'))).toBe(false);
    expect(isDeadlinePassed(deadline, new Date('2026-02-02T00:00:00.000Z'))).toBe(true);
  });

  it('when February 1 of the trek\'s year has passed, then it stays passed (the window reaches DEADLINE PASSED before the trek)', () => {
    const edition = { year: 2027, transferDeadline: '' };
    const afterDeadline = new Date('2027-02-02T00:00:00.000Z');
    expect(editionTransferDeadline(edition).toISOString()).toBe('2027-02-01T23:59:59.999Z');
    expect(isDeadlinePassed(editionTransferDeadline(edition), afterDeadline)).toBe(true);
  });
});

describe('editionSettingsSchema', () => {
  it('accepts the 2026 defaults', () => {
    expect(editionSettingsSchema.safeParse(DEFAULT_EDITION_SETTINGS).success).toBe(true);
  });

  it('refuses an end before the start, Day 0 after the start and a non-https group link', () => {
    const result = editionSettingsSchema.safeParse({
      ...DEFAULT_EDITION_SETTINGS,
      endDate: '2026-03-10',
      day0Date: '2026-03-16',
      whatsappGroupUrl: 'javascript:alert(1)',
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([editionMessages.endBeforeStart, editionMessages.day0NotBeforeStart, editionMessages.groupLinkInvalid]),
    );
  });

  it('refuses a date that does not exist', () => {
    const result = editionSettingsSchema.safeParse({ ...DEFAULT_EDITION_SETTINGS, applicationDeadline: '2025-11-31' });
    expect(messagesOf(result)).toEqual([editionMessages.invalidDate]);
  });
});

describe('editionTransferDeadline', () => {
  it('is the deadline organizers set when there is one', () => {
    expect(editionTransferDeadline({ year: 2027, transferDeadline: '2027-01-15T12:00:00.000Z' }).toISOString()).toBe('2027-01-15T12:00:00.000Z');
  });

  it('follows the spec rule (February 1 of the edition\'s year) when none is set, whatever the day it is read', () => {
    expect(editionTransferDeadline({ year: 2027, transferDeadline: '' }).toISOString()).toBe('2027-02-01T23:59:59.999Z');
    expect(editionTransferDeadline({ year: 2028, transferDeadline: '' }).toISOString()).toBe('2028-02-01T23:59:59.999Z');
  });
});

describe('applications closing', () => {
  const edition = { applicationDeadline: '2026-11-30' };
  it('are open through the whole deadline day anywhere on Earth, and closed after', () => {
    expect(areApplicationsClosed(edition, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(areApplicationsClosed(edition, new Date('2026-12-01T11:59:59.999Z'))).toBe(false);
    expect(areApplicationsClosed(edition, new Date('2026-12-01T12:00:00.000Z'))).toBe(true);
  });
});

describe('seedEditionSettings', () => {
  it('is next year\'s trek with applications open and no transfer deadline set (the rule applies)', () => {
    const now = new Date('2026-09-24T04:00:00Z');
    const seeded = seedEditionSettings(now);
    expect(seeded).toMatchObject({ year: 2027, startDate: '2027-03-21', endDate: '2027-03-28', day0Date: '2027-03-20', applicationDeadline: '2026-11-30', transferDeadline: '' });
    expect(editionSettingsSchema.safeParse(seeded).success).toBe(true);
    expect(areApplicationsClosed(seeded, now)).toBe(false);
    expect(isDeadlinePassed(editionTransferDeadline(seeded), now)).toBe(false);
  });

  it('keeps applications open at least 30 days when November 30 is near or past', () => {
    expect(seedEditionSettings(new Date('2026-12-20T00:00:00Z')).applicationDeadline).toBe('2027-02-18');
    const lateNovember = new Date('2026-11-24T04:00:00Z');
    expect(seedEditionSettings(lateNovember)).toMatchObject({ year: 2027, applicationDeadline: '2027-01-23' });
    expect(areApplicationsClosed(seedEditionSettings(lateNovember), lateNovember)).toBe(false);
    expect(seedEditionSettings(new Date('2026-11-15T00:00:00Z')).applicationDeadline).toBe('2027-01-14');
  });

  it('has the spec\'s shape for 2026: March 15 to 22 with Day 0 on March 14', () => {
    expect(seedEditionSettings(new Date('2025-06-01T00:00:00Z'))).toMatchObject({ year: 2026, startDate: '2026-03-15', endDate: '2026-03-22', day0Date: '2026-03-14' });
  });
});

describe('nextEditionSettings', () => {
  it('moves the year, keeps the trip on its weekdays and the deadlines on their days, clears the group link and closes the directory', () => {
    const next = nextEditionSettings({ ...DEFAULT_EDITION_SETTINGS, whatsappGroupUrl: 'https://chat.whatsapp.com/x', directoryOpen: true });
    expect(next).toMatchObject({
      year: 2027,
      startDate: '2027-03-14',
      endDate: '2027-03-21',
      day0Date: '2027-03-13',
      applicationDeadline: '2026-11-30',
      transferDeadline: '2027-02-01T23:59:59.999Z',
      whatsappGroupUrl: '',
      directoryOpen: false,
      contactEmail: DEFAULT_EDITION_SETTINGS.contactEmail,
      priceAfterSubsidyUsd: DEFAULT_EDITION_SETTINGS.priceAfterSubsidyUsd,
    });
    expect(new Date(`${next.startDate}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(editionSettingsSchema.safeParse(next).success).toBe(true);
  });

  it('keeps a blank transfer deadline blank and moves February 29 to February 28', () => {
    const next = nextEditionSettings({ ...DEFAULT_EDITION_SETTINGS, year: 2028, startDate: '2028-03-19', endDate: '2028-03-26', day0Date: '', applicationDeadline: '2028-02-29', transferDeadline: '' });
    expect(next).toMatchObject({ year: 2029, transferDeadline: '', day0Date: '', applicationDeadline: '2029-02-28' });
    expect(editionTransferDeadline(next).toISOString()).toBe('2029-02-01T23:59:59.999Z');
  });
});

describe('yearTabs', () => {
  it('is the spec\'s for 2026 while its cohort is not open', () => {
    expect(yearTabs({ year: 2026, directoryOpen: false })).toEqual({
      itinerary: { years: [2026, 2025, 2024], default: 2026, comingSoon: [] },
      speakers: { years: [2025, 2024, 2026], default: 2025, comingSoon: [2026] },
      participants: { years: [2025, 2024, 2026], default: 2025, comingSoon: [2026] },
    });
  });

  it('opens the current cohort first once organizers open it, and follows the edition on', () => {
    expect(yearTabs({ year: 2027, directoryOpen: true }).participants).toEqual({ years: [2027, 2026, 2025, 2024], default: 2027, comingSoon: [] });
    expect(yearTabs({ year: 2027, directoryOpen: false }).speakers).toEqual({ years: [2026, 2025, 2024, 2027], default: 2026, comingSoon: [2027] });
    expect(editionYears(2024)).toEqual([2024]);
  });
});

describe('passportValidity', () => {
  it('asks for 2 months after the day after the trek', () => {
    expect(passportValidity({ endDate: '2026-03-22' })).toEqual({ after: '2026-03-23', validThrough: '2026-05-01' });
    expect(passportValidity({ endDate: '2026-11-30' })).toEqual({ after: '2026-12-01', validThrough: '2027-02-01' });
  });
});
