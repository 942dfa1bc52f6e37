import request from 'supertest';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';
import { submittedLogistics } from './participant-actions.js';

const profile = { firstName: 'Ana', lastName: 'García', bio: 'Hi', photoUrl: '/media/ana.png', program: 'MBA', university: 'Stanford', email: 'ana@stanford.edu' };

describe('organizer notices after a crash', () => {
  it('when the service stopped after storing final logistics but before owing their notice, then the next start owes the last day’s notices', async () => {
    const t = await startParticipantApp();
    let restarted: ParticipantTestApp | undefined;
    try {
      const userId = newUserId();
      const auth = { Authorization: `Bearer ${t.participantToken(userId)}` };
      expect((await request(t.app).put('/api/participant/profile').set(auth).send(profile)).status).toBe(200);
      expect((await request(t.app).put('/api/me/logistics').set(auth).send(submittedLogistics({ status: undefined }))).status).toBe(200);
      // What the write leaves behind when the process stops right after it: stored, never owed.
      await t.collection('participant_logistics').updateOne({ userId }, { $set: { status: 'SUBMITTED', submittedAt: new Date() } });
      restarted = await startParticipantApp({ databaseName: t.databaseName, fieldEncryptionKey: t.fieldEncryptionKey });
      await restarted.service.contexts.logistics.relay.run();

      const logisticsNotice = await restarted.emailQueue.getJob(`logistics-finalised-${userId}-0`);
      expect(logisticsNotice?.data).toMatchObject({
        kind: 'logistics-finalised',
        subject: 'Logistics finalised: Ana García',
        translations: { es: { subject: 'Logística finalizada: Ana García' } },
        organizerNotice: { translations: { es: { summary: 'Ana García finalizó su logística' } } },
      });
    } finally {
      await restarted?.close();
      await t.close();
    }
  });
});
