import { FEEDBACK_STATUS_LABELS, feedbackInputSchema } from './feedback.js';
import { feedbackMessages as m } from './messages/feedback.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('feedback', () => {
  it('accepts subject, message and an optional category', () => {
    expect(feedbackInputSchema.parse({ subject: ' Bus times ', message: 'When do we leave?', category: 'logistics' })).toEqual({
      subject: 'Bus times',
      message: 'When do we leave?',
      category: 'logistics',
    });
    expect(feedbackInputSchema.parse({ subject: 's', message: 'm', category: '' }).category).toBeUndefined();
  });

  it('asks for both fields when either is blank after trimming or missing', () => {
    expect(messagesOf(feedbackInputSchema.safeParse({ subject: '   ', message: 'Hello' }))).toEqual([m.bothRequired]);
    expect(messagesOf(feedbackInputSchema.safeParse({ subject: 'Hi' }))).toEqual([m.bothRequired]);
  });

  it('limits the subject to 255 and the message to 2000 characters, counted after trimming', () => {
    expect(feedbackInputSchema.safeParse({ subject: 's'.repeat(255), message: ` ${'m'.repeat(2000)} ` }).success).toBe(true);
    expect(messagesOf(feedbackInputSchema.safeParse({ subject: 's'.repeat(256), message: 'm'.repeat(2001) }))).toEqual([
      'Subject must be at most 255 characters',
      'Message must be at most 2000 characters',
    ]);
  });

  it('refuses an unknown category and operator objects', () => {
    expect(messagesOf(feedbackInputSchema.safeParse({ subject: 's', message: 'm', category: 'praise' }))).toEqual([m.invalidCategory]);
    expect(feedbackInputSchema.safeParse({ subject: { $ne: null }, message: 'm' }).success).toBe(false);
  });

  it('labels the statuses as the inbox shows them', () => {
    expect(FEEDBACK_STATUS_LABELS).toEqual({ unread: 'New', read: 'Reviewed', in_progress: 'In Progress', resolved: 'Resolved' });
  });
});
