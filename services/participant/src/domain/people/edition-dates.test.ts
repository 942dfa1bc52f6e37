import { DEFAULT_EDITION_SETTINGS, publicEditionSchema, transferMessages, type PublicEdition } from '@trek/contracts';
import { AppError, createLogger } from '@trek/service-kit';
import { overviewDates, transferDeadline } from './edition-dates.js';

const logger = createLogger('participant-test', 'silent');
const edition2026 = publicEditionSchema.parse(DEFAULT_EDITION_SETTINGS);

/** The edition dates' dependencies, the content service answering `edition` (or unreachable with null). */
function datesOf(edition: PublicEdition | null, now: string, transferDeadlineOverride: Date | null = null) {
  return {
    edition: { current: async () => edition ?? Promise.reject(new Error('content service unreachable')), ofYear: () => Promise.reject(new Error('not read here')) },
    logger,
    transferDeadlineOverride,
    now: () => new Date(now),
  };
}

describe('transferDeadline', () => {
  it("is the deadline organizers set in the edition settings", async () => {
    const deadline = await transferDeadline(datesOf({ ...edition2026, transferDeadline: '2026-02-15T12:00:00.000Z' }, '2026-01-10T00:00:00.000Z'));

    expect(deadline.toISOString()).toBe('2026-02-15T12:00:00.000Z');
  });

  it("without one, is February 1 of the edition's year at 23:59:59.999 UTC, and stays there once passed (spec)", async () => {
    const unset = { ...edition2026, transferDeadline: '' };

    expect((await transferDeadline(datesOf(unset, '2026-02-01T23:59:59.999Z'))).toISOString()).toBe('2026-02-01T23:59:59.999Z');
    expect((await transferDeadline(datesOf(unset, '2026-02-02T00:00:00.000Z'))).toISOString()).toBe('2026-02-01T23:59:59.999Z');
    expect((await transferDeadline(datesOf({ ...unset, year: 2028, startDate: '2028-03-19', endDate: '2028-03-26' }, '2026-11-28T00:00:00.000Z'))).toISOString()).toBe('2028-02-01T23:59:59.999Z');
  });

  it('is the TRANSFER_DEADLINE override when set, without asking the content service', async () => {
    const override = new Date('2026-03-01T00:00:00.000Z');

    expect(await transferDeadline(datesOf(null, '2026-01-10T00:00:00.000Z', override))).toBe(override);
  });

  it('answers 503 with its message when the edition settings cannot be read, never a guessed date', async () => {
    const failure = transferDeadline(datesOf(null, '2026-01-10T00:00:00.000Z'));

    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ status: 503, message: transferMessages.deadlineUnavailable });
  });
});

describe('overviewDates', () => {
  it("gives the transfer deadline and the trek's start, 00:00 UTC of its first day", async () => {
    const dates = await overviewDates(datesOf(edition2026, '2026-01-10T00:00:00.000Z'));

    expect(dates.transferDeadline.toISOString()).toBe('2026-02-01T23:59:59.999Z');
    expect(dates.trekStart.toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });
});
