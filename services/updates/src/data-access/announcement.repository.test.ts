import mongoose, { type Connection } from 'mongoose';
import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { AnnouncementRepository } from './announcement.repository.js';

// FerretDB rewrites a whole document on every update: an organizer's edit and the "emailed" mark
// of the same announcement at the same instant lost one of the two. The same holds for a pin, the
// "published" mark, and the recipients a publication and an email record at once.
const ROUNDS = 50;

const draft = {
  title: 'Draft',
  content: 'Meet at the gate.',
  priority: 'urgent' as const,
  attachments: [],
  year: 2026,
  audience: { kind: 'day0' as const },
  publishAt: null,
  pinned: false,
  emailOnPublish: true,
};

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
    Array.from({ length: ROUNDS }, (_, index) => announcements.insert({ ...draft, title: `Draft ${index}` })),
  );
  const emailedAt = new Date('2026-12-01T10:00:00Z');
  await Promise.all(created.map(({ id }) => Promise.all([announcements.update(id, { title: 'Gate changed' }), announcements.markEmailed(id, emailedAt)])));

  const after = await Promise.all(created.map(({ id }) => announcements.findById(id)));
  expect(after.filter((announcement) => announcement?.title !== 'Gate changed' || announcement.emailedAt?.getTime() !== emailedAt.getTime())).toEqual([]);
});

it(`when an announcement is edited, pinned, published and emailed at the same instant, then all four are kept, ${ROUNDS} of ${ROUNDS}`, async () => {
  const created = await Promise.all(Array.from({ length: ROUNDS }, (_, index) => announcements.insert({ ...draft, title: `Draft ${index}` })));
  const at = new Date('2026-12-01T10:00:00Z');
  await Promise.all(
    created.map(({ id }) =>
      Promise.all([announcements.update(id, { title: 'Gate changed' }), announcements.update(id, { pinned: true }), announcements.markPublished(id, at), announcements.markEmailed(id, at)]),
    ),
  );
  const after = await Promise.all(created.map(({ id }) => announcements.findById(id)));
  expect(
    after.filter((announcement) => announcement?.title !== 'Gate changed' || !announcement.pinned || announcement.publishedAt?.getTime() !== at.getTime() || announcement.emailedAt === null),
  ).toEqual([]);
});

it('when a publication and an email record the same recipients at the same instant, then each is recorded once', async () => {
  const { id } = await announcements.insert(draft);
  const userIds = Array.from({ length: 20 }, (_, index) => index.toString(16).padStart(24, '0'));
  const added = await Promise.all([announcements.recipients.add(id, userIds, new Date()), announcements.recipients.add(id, userIds, new Date())]);
  expect(added[0] + added[1]).toBe(userIds.length);
  expect((await announcements.recipients.countsOf([id])).get(id)).toBe(userIds.length);
});
