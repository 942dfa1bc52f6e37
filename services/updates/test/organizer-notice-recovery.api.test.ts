import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { newUserId } from '../../participant/test/participant-app.fixture.js';
import { completeProfile, participantActions } from '../../participant/test/participant-actions.js';
import { startUpdatesApp, type UpdatesTestApp } from './updates-app.fixture.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let stack: AdminStack;

beforeAll(async () => {
  stack = await startAdminStack();
});

afterAll(async () => {
  await stack.close();
});

describe('organizer notices after a crash', () => {
  it('when the service stopped after storing feedback but before owing its notice, then the next start owes the last day’s notices, naming the author', async () => {
    const userId = newUserId();
    await participantActions(stack.t.app, stack.t.participantToken(userId)).saveProfile(completeProfile());
    // What a feedback write leaves behind when the process stops right after it: stored, never owed.
    const feedback = stack.u.collection('feedback');
    const { insertedId: recent } = await feedback.insertOne({ userId, subject: 'Vegan options', message: 'Are there any?', category: null, status: 'unread', createdAt: new Date(), updatedAt: new Date() });
    const old = new Date(Date.now() - 2 * DAY_MS);
    const { insertedId: older } = await feedback.insertOne({ userId, subject: 'Hotel', message: 'Gym?', category: null, status: 'unread', createdAt: old, updatedAt: old });

    let restarted: UpdatesTestApp | undefined;
    try {
      restarted = await startUpdatesApp({ ...stack.updatesOptions, databaseName: stack.u.databaseName });
      await restarted.service.domain.relay.run();
      expect((await restarted.emailQueue.getJob(`feedback-received-${recent.toString()}`))?.data).toMatchObject({
        kind: 'feedback-received',
        subject: 'Feedback from Ana García: Vegan options',
        // For organizers who read Spanish.
        translations: { es: { subject: 'Comentarios de Ana García: Vegan options' } },
        organizerNotice: { translations: { es: { summary: 'Ana García: Vegan options' } } },
      });
      // Older than the recovery window: its notice went out long ago (or an organizer saw it in the inbox).
      expect(await restarted.emailQueue.getJob(`feedback-received-${older.toString()}`)).toBeUndefined();
    } finally {
      await restarted?.close();
    }
  });
});
