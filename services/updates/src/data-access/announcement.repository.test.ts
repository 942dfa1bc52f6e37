import mongoose, { type Connection } from 'mongoose';
import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { AnnouncementRepository } from './announcement.repository.js';

// FerretDB rewrites a whole document on every update: an organizer's edit and the "emailed" mark
// of the same announcement at the same instant lost one of the two.
const ROUNDS = 50;

let connection: Connection;
let announcements: AnnouncementRepository;

beforeAll(async () => {
  connection = await mongoose.createConnection(testInfrastructure().mongoUri, { dbName: uniqueDatabaseName('announcements') }).asPromise();
  announcements = new AnnouncementRepository(connection);
  await announcements.ready();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

it(`when an announcement is edited as it is marked emailed, then both are kept, ${ROUNDS} of ${ROUNDS}`, async () => {
  const created = await Promise.all(
    Array.from({ length: ROUNDS }, (_, index) => announcements.insert({ title: `Draft ${index}`, content: 'Meet at the gate.', priority: 'urgent', attachments: [], year: 2026 })),
  );
  const emailedAt = new Date('2026-12-01T10:00:00Z');
  await Promise.all(created.map(({ id }) => Promise.all([announcements.update(id, { title: 'Gate changed' }), announcements.markEmailed(id, emailedAt)])));

  const after = await Promise.all(created.map(({ id }) => announcements.findById(id)));
  expect(after.filter((announcement) => announcement?.title !== 'Gate changed' || announcement.emailedAt?.getTime() !== emailedAt.getTime())).toEqual([]);
});
