import { applicationPayloadSchema } from '@trek/contracts';
import { ApplicationRepository } from '../src/data-access/application.repository.js';
import { startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

// Two repositories on one database and one Redis stand for two replicas of the service: each keeps
// the edition's rows in memory, and a write through one must reach the other's next read.
let ctx: ApplicationsTestApp;
let writer: ApplicationRepository;
let reader: ApplicationRepository;
const YEAR = 2031;

beforeAll(async () => {
  ctx = await startApplicationsApp();
  writer = new ApplicationRepository(ctx.stores.mongo, ctx.stores.redis);
  reader = new ApplicationRepository(ctx.stores.mongo, ctx.stores.redis);
});

afterAll(async () => {
  await ctx.close();
});

let counter = 0;
const insert = () =>
  writer.insert({
    ...applicationPayloadSchema.parse(validApplication()),
    ref: `MT31-TEST-${String(++counter).padStart(4, '0')}`,
    year: YEAR,
    contactEmail: 'trek@example.edu',
    language: 'en',
    submittedAt: new Date(),
  });

describe('when one replica writes an application another replica has already listed', () => {
  it('then the other replica lists a new application on its next read', async () => {
    const first = await insert();
    expect((await reader.all({ year: YEAR })).map((row) => row.id)).toEqual([first.id]);

    const second = await insert();

    expect((await reader.all({ year: YEAR })).map((row) => row.id)).toEqual([second.id, first.id]);
  });

  it('then the other replica shows a status change and its counts on its next read', async () => {
    const application = await insert();
    expect((await reader.all({ year: YEAR, status: 'accepted' })).map((row) => row.id)).not.toContain(application.id);

    await writer.setStatus(application.id, 'accepted', new Date());

    expect((await reader.all({ year: YEAR, status: 'accepted' })).map((row) => row.id)).toEqual([application.id]);
    expect(await reader.statusesOf(YEAR)).toContain('accepted');
  });

  it('then the other replica no longer lists or exports a deleted application', async () => {
    const application = await insert();
    expect((await reader.all({ year: YEAR })).map((row) => row.id)).toContain(application.id);

    await writer.deleteById(application.id);

    expect((await reader.all({ year: YEAR })).map((row) => row.id)).not.toContain(application.id);
    const exported = [];
    for await (const row of reader.stream({ year: YEAR })) exported.push(row.id);
    expect(exported).not.toContain(application.id);
  });

  it('then the writer, which keeps its rows through its own writes, lists what a fresh read of the database gives', async () => {
    await writer.all({ year: YEAR });
    const kept = await insert();
    const removed = await insert();
    await writer.setStatus(kept.id, 'waitlisted', new Date());
    await writer.deleteById(removed.id);

    const fresh = new ApplicationRepository(ctx.stores.mongo, ctx.stores.redis);
    expect(await writer.all({ year: YEAR })).toEqual(await fresh.all({ year: YEAR }));
    expect((await writer.all({ year: YEAR, status: 'waitlisted' })).map((row) => row.id)).toEqual([kept.id]);
  });
});
