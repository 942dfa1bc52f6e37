import { DEFAULT_SETUP_REMINDERS, setupReminderScheduleSchema, nudgeRequestSchema } from './setup-reminders.js';
import { setupReminderMessages } from './messages/setup-reminders.js';

describe('setup reminder schedule', () => {
  it('accepts the default and an empty list (reminders off)', () => {
    expect(setupReminderScheduleSchema.safeParse({ reminders: DEFAULT_SETUP_REMINDERS }).success).toBe(true);
    expect(setupReminderScheduleSchema.safeParse({ reminders: [] }).success).toBe(true);
  });

  it('refuses a day count outside 1 to 180 or not whole, an unknown anchor and the same reminder twice, with the messages organizers see', () => {
    const messages = (reminders: unknown) => setupReminderScheduleSchema.safeParse({ reminders }).error?.issues.map((issue) => issue.message);
    expect(messages([{ anchor: 'trek-start', daysBefore: 0 }])).toEqual([setupReminderMessages.daysBeforeInvalid]);
    expect(messages([{ anchor: 'trek-start', daysBefore: 181 }])).toEqual([setupReminderMessages.daysBeforeInvalid]);
    expect(messages([{ anchor: 'trek-start', daysBefore: 2.5 }])).toEqual([setupReminderMessages.daysBeforeInvalid]);
    expect(messages([{ anchor: 'trek-start', daysBefore: Number.NaN }])).toEqual([setupReminderMessages.daysBeforeInvalid]);
    expect(messages([{ anchor: 'arrival', daysBefore: 3 }])).toEqual([setupReminderMessages.anchorInvalid]);
    expect(messages([{ anchor: 'trek-start', daysBefore: 3 }, { anchor: 'trek-start', daysBefore: 3 }])).toEqual([setupReminderMessages.duplicate]);
  });

  it('takes a nudge for everyone (no ids) or for chosen participants', () => {
    expect(nudgeRequestSchema.parse({})).toEqual({});
    expect(nudgeRequestSchema.safeParse({ userIds: ['a'.repeat(24)] }).success).toBe(true);
    expect(nudgeRequestSchema.safeParse({ userIds: [] }).success).toBe(false);
  });
});
