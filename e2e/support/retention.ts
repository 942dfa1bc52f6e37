import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { baseUrl } from './browser.js';

/*
 * The retention purge runs in the participant service every hour, on the real clock; the trek of
 * the stack's edition is months away. So a journey runs the purge's use case itself, with the
 * service's built code against the stack's database and a clock of its own, as the participant
 * service's tests do (services/participant/test/privacy.api.test.ts).
 */

const participantDist = new URL('../../services/participant/dist/', import.meta.url);
const serviceKit = new URL('../../packages/service-kit/dist/index.js', import.meta.url).href;
const fromParticipant = (path: string) => new URL(path, participantDist).href;

interface Connection {
  asPromise: () => Promise<Connection>;
  close: () => Promise<void>;
}

/** Runs the participant service's logistics retention purge as its hourly job would at `at`; answers how many participants' logistics it deleted. */
export async function runLogisticsPurgeAt(at: Date): Promise<{ purged: number }> {
  const mongoUri = process.env.E2E_MONGODB_URI;
  if (!mongoUri) throw new Error('E2E_MONGODB_URI is not set: run the journeys through e2e/stack-setup.mjs');
  // The service's own mongoose (its models register on its connection).
  const mongoose = createRequire(participantDist)('mongoose') as { createConnection: (uri: string, options: object) => Connection };
  const [kit, { ParticipantRepository }, { createFieldCipher }, { SpotRepository }, { ParticipantRecords }, { ParticipantEditionRepository }, { RoomRepository }, { purgeDueLogistics }] =
    await Promise.all([
      import(serviceKit),
      import(fromParticipant('data-access/people/participant.repository.js')),
      import(fromParticipant('data-access/people/field-cipher.js')),
      import(fromParticipant('data-access/spots/spot.repository.js')),
      import(fromParticipant('domain/people/participant-record.js')),
      import(fromParticipant('data-access/people/participant-edition.repository.js')),
      import(fromParticipant('data-access/rooms/room.repository.js')),
      import(fromParticipant('domain/logistics/logistics-retention.js')),
    ]);
  const connection = await mongoose.createConnection(mongoUri, { dbName: 'trek_participant' }).asPromise();
  try {
    const logger = kit.createLogger('retention-purge', 'silent');
    const now = () => at;
    // The purge reads which fields are stored and unsets them: it never decrypts, so any key does.
    const documents = new ParticipantRepository(connection, createFieldCipher(randomBytes(32)));
    const domain = {
      participants: new ParticipantRecords(documents, new SpotRepository(connection)),
      participantEditions: new ParticipantEditionRepository(connection),
      audit: new kit.AuditTrail(connection, logger, now),
      rooms: new RoomRepository(connection),
      edition: kit.createEditionSource(baseUrl(), 0, now),
      pastEditions: () => kit.readPastEditions(baseUrl()),
    };
    return (await purgeDueLogistics(domain, at)) as { purged: number };
  } finally {
    await connection.close();
  }
}
