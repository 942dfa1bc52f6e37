import { adminLogisticsQuerySchema, day0LockSchema } from './admin-logistics.js';
import { adminLogisticsMessages } from './messages/admin-logistics.js';
import { countdown } from './admin-overview.js';
import { PEOPLE_PAGE_MAX } from './common.js';
import { participantRosterQuerySchema } from './admin-participants.js';
import { adminParticipantMessages } from './messages/admin-participants.js';
import { feedbackListQuerySchema, feedbackStatusChangeSchema } from './feedback.js';
import { feedbackMessages } from './messages/feedback.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('organizer dashboard payloads', () => {
  it('when roster filters are left on "any", then they read as absent; unknown ones are refused with their message', () => {
    expect(participantRosterQuerySchema.parse({ search: '', setup: '', missing: '' })).toEqual({ page: 1, pageSize: 50 });
    expect(messagesOf(participantRosterQuerySchema.safeParse({ setup: 'half', missing: 'passport' }))).toEqual([
      adminParticipantMessages.invalidSetup,
      adminParticipantMessages.invalidMissing,
    ]);
    expect(participantRosterQuerySchema.safeParse({ pageSize: String(PEOPLE_PAGE_MAX) }).success).toBe(true);
    expect(participantRosterQuerySchema.safeParse({ pageSize: String(PEOPLE_PAGE_MAX + 1) }).success).toBe(false);
  });

  it('when logistics filters are unknown, then each says what it accepts', () => {
    expect(messagesOf(adminLogisticsQuerySchema.safeParse({ day0Decision: 'MAYBE', school: 'YALE' }))).toEqual([
      adminLogisticsMessages.invalidDay0Decision,
      adminLogisticsMessages.invalidSchool,
    ]);
  });

  it('when a Day 0 lock is not a boolean, then it is refused', () => {
    expect(day0LockSchema.parse({ locked: true })).toEqual({ locked: true });
    expect(messagesOf(day0LockSchema.safeParse({ locked: 'yes' }))).toEqual([adminLogisticsMessages.lockRequired]);
  });

  it('when a feedback status is unknown, then the status message is given', () => {
    expect(messagesOf(feedbackStatusChangeSchema.safeParse({ status: 'done' }))).toEqual([feedbackMessages.invalidStatus]);
    expect(feedbackListQuerySchema.parse({ status: 'unread', search: ' visa ' })).toMatchObject({ status: 'unread', search: 'visa' });
  });

  it('when counting down, then partial days round up and a passed instant shows 0 days', () => {
    const now = new Date('2026-01-30T12:00:00Z');
    expect(countdown(new Date('2026-02-01T23:59:59.999Z'), now)).toEqual({ at: '2026-02-01T23:59:59.999Z', daysLeft: 3, passed: false });
    expect(countdown(new Date('2026-01-01T00:00:00Z'), now)).toMatchObject({ daysLeft: 0, passed: true });
  });
});
