import { applicationPayloadSchema } from '@trek/contracts';
import { eventually } from '@trek/testing';
import { ApplicationRepository } from '../src/data-access/application.repository.js';
import { startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

// Each repository stands for one process of the service: `close()` is what it does on SIGTERM,
// a new repository on the same database and Redis is the process started after it.
let ctx: ApplicationsTestApp;
let year = 2040;
let counter = 0;

beforeAll(async () => {
  ctx = await startApplicationsApp();
});

afterAll(async () => {
  await ctx.close();
});

const started = () => new ApplicationRepository(ctx.stores.mongo, ctx.stores.redis);

const insert = (repository: ApplicationRepository, edition: number) =>
  repository.insert({
    ...applicationPayloadSchema.parse(validApplication()),
    ref: `MT${String(edition).slice(2)}-SNAP-${String(++counter).padStart(4, '0')}`,
    year: edition,
    contactEmail: 'trek@example.edu',
    language: 'en',
    submittedAt: new Date(),
  });

/** What the collection holds for the edition, newest first, as a read of the database gives it (no process has rows held). */
async function inDatabase(edition: number) {
  const docs = await ctx.stores.mongo
    .collection('applications')
    .find({ year: edition })
    .sort({ submittedAt: -1, _id: -1 })
    .project<{ _id: { toString(): string }; status: string }>({ status: 1 })
    .toArray();
  return docs.map((doc) => ({ id: doc._id.toString(), status: doc.status }));
}

const listed = async (repository: ApplicationRepository, edition: number) => (await repository.all({ year: edition })).map(({ id, status }) => ({ id, status }));

beforeEach(() => {
  year += 1;
});

describe('when the service stops after organizers read and changed the edition, and starts again', () => {
  it('then its first read lists every application with its status, as the database holds them', async () => {
    const before = started();
    const kept = await insert(before, year);
    const removed = await insert(before, year);
    await before.all({ year });
    const added = await insert(before, year);
    await before.setStatus(kept.id, 'accepted', new Date());
    await before.deleteById(removed.id);
    await before.close();

    const after = started();

    expect(await listed(after, year)).toEqual([
      { id: added.id, status: 'submitted' },
      { id: kept.id, status: 'accepted' },
    ]);
    expect(await after.all({ year })).toEqual(await before.all({ year }));
  });

  it('then rows of every field read back as they were stored, dates as dates', async () => {
    const before = started();
    await insert(before, year);
    const held = await before.all({ year });
    await before.close();

    const after = await started().all({ year });

    expect(after).toEqual(held);
    expect(after[0]?.submittedAt).toBeInstanceOf(Date);
  });

  it('then a write through another process after the stop is listed on the first read', async () => {
    const before = started();
    const first = await insert(before, year);
    await before.all({ year });
    await before.close();
    const second = await insert(started(), year);

    expect((await listed(started(), year)).map(({ id }) => id)).toEqual([second.id, first.id]);
  });
});

describe('when a change reached the database but its announcement never reached Redis', () => {
  it('then a process started after it lists the change once its pass over the collection has confirmed the rows', async () => {
    const before = started();
    const application = await insert(before, year);
    await before.all({ year });
    await before.close();
    await ctx.stores.mongo.collection('applications').deleteOne({ ref: application.ref });

    const after = started();

    await eventually(
      () => listed(after, year),
      (rows) => rows.length === 0,
      { what: 'the application deleted without an announcement left out' },
    );
  });
});

describe('when Redis lost the rows version (restarted empty)', () => {
  it('then a process started after it reads the collection rather than the rows copied before', async () => {
    const before = started();
    const application = await insert(before, year);
    await before.all({ year });
    await before.close();
    await ctx.stores.redis.del(`applications:rows-version:${ctx.stores.mongo.name}`);
    await ctx.stores.mongo.collection('applications').deleteOne({ ref: application.ref });

    expect(await listed(started(), year)).toEqual(await inDatabase(year));
    expect(await inDatabase(year)).toEqual([]);
  });
});

describe('when an application is deleted (an erasure, a retention purge)', () => {
  /** Every snapshot part of the edition, inflated: what the database keeps of the rows. */
  async function storedCopies(edition: number): Promise<string> {
    const { inflateRawSync } = await import('node:zlib');
    const parts = await ctx.stores.mongo.collection('application_row_snapshots').find({ year: edition }).toArray();
    return parts.map((part) => inflateRawSync(Buffer.from((part.rows as { buffer: Uint8Array }).buffer)).toString('utf8')).join('\n');
  }

  it('then no copy of the rows keeps it, even when the deleting process holds no rows', async () => {
    const before = started();
    const erased = await insert(before, year);
    await before.all({ year });
    await before.close();
    expect(await storedCopies(year)).toContain(erased.ref);

    const eraser = started();
    await eraser.deleteById(erased.id);
    await eraser.close();

    expect(await storedCopies(year)).not.toContain(erased.ref);
    expect(await listed(started(), year)).toEqual([]);
  });
});
