import request from 'supertest';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';
import { submittedLogistics } from './participant-actions.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const profile = { firstName: 'Ana', lastName: 'García', bio: 'Hi', photoUrl: '/media/ana.png', program: 'MBA', university: 'Stanford', email: 'ana@stanford.edu' };

describe('organizer notices after a crash', () => {
  it('when the service stopped after storing feedback and final logistics but before owing their notices, then the next start owes the last day’s notices', async () => {
    const t = await startParticipantApp();
    let restarted: ParticipantTestApp | undefined;
    try {
      const userId = newUserId();
      const auth = { Authorization: `Bearer ${t.participantToken(userId)}` };
      expect((await request(t.app).put('/api/participant/profile').set(auth).send(profile)).status).toBe(200);
      expect((await request(t.app).put('/api/me/logistics').set(auth).send(submittedLogistics({ status: undefined }))).status).toBe(200);
      // What the two writes leave behind when the process stops right after them: stored, never owed.
      await t.collection('participant_logistics').updateOne({ userId }, { $set: { status: 'SUBMITTED', submittedAt: new Date() } });
      const { insertedId: recent } = await t.collection('feedback').insertOne({ userId, subject: 'Vegan options', message: 'Are there any?', category: null, status: 'unread', createdAt: new Date(), updatedAt: new Date() });
      const old = new Date(Date.now() - 2 * DAY_MS);
      const { insertedId: older } = await t.collection('feedback').insertOne({ userId, subject: 'Hotel', message: 'Gym?', category: null, status: 'unread', createdAt: old, updatedAt: old });

      restarted = await startParticipantApp({ databaseName: t.databaseName, fieldEncryptionKey: t.fieldEncryptionKey });
      await restarted.service.domain.relay.run();

      const feedbackNotice = await restarted.emailQueue.getJob(`feedback-received-${recent.toString()}`);
      expect(feedbackNotice?.data).toMatchObject({
        kind: 'feedback-received',
        subject: 'Feedback from Ana García: Vegan options',
        // For organizers who read Spanish.
        translations: { es: { subject: 'Comentarios de Ana García: Vegan options' } },
        organizerNotice: { translations: { es: { summary: 'Ana García: Vegan options' } } },
      });
      const logisticsNotice = await restarted.emailQueue.getJob(`logistics-finalised-${userId}-0`);
      expect(logisticsNotice?.data).toMatchObject({
        kind: 'logistics-finalised',
        subject: 'Logistics finalised: Ana García',
        translations: { es: { subject: 'Logística finalizada: Ana García' } },
        organizerNotice: { translations: { es: { summary: 'Ana García finalizó su logística' } } },
      });
      // Older than the recovery window: its notice went out long ago (or an organizer saw it in the inbox).
      expect(await restarted.emailQueue.getJob(`feedback-received-${older.toString()}`)).toBeUndefined();
    } finally {
      await restarted?.close();
      await t.close();
    }
  });
});
