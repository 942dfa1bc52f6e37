import { DEFAULT_EDITION_SETTINGS, editionMessages, editionSettingsSchema, isDeadlinePassed, transferDeadline } from './edition.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('transferDeadline', () => {
  it('is February 1 of the current year at 23:59:59.999 UTC while that has not passed', () => {
    expect(transferDeadline(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-01T23:59:59.999Z');
    expect(transferDeadline(new Date('2025-10-01T00:00:00Z')).toISOString()).toBe('2026-02-01T23:59:59.999Z');
  });

  it('still counts the last millisecond, 23:59:59.999 UTC, as before the deadline', () => {
    const now = new Date('2026-02-01T23:59:59.999Z');
    const deadline = transferDeadline(now);
    expect(deadline.toISOString()).toBe('2026-02-01T23:59:59.999Z');
    expect(isDeadlinePassed(deadline, now)).toBe(false);
  });

  it('moves to the next February 1 once passed', () => {
    expect(transferDeadline(new Date('2026-02-02T00:00:00.000Z')).toISOString()).toBe('2027-02-01T23:59:59.999Z');
    expect(transferDeadline(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-02-01T23:59:59.999Z');
  });

  it('reads the date in UTC, not in the local time zone', () => {
    // 20:00 on Feb 1 in UTC-5 is already Feb 2 in UTC.
    expect(transferDeadline(new Date('2026-02-01T20:00:00-05:00')).toISOString()).toBe('2027-02-01T23:59:59.999Z');
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
