import { randomUUID } from 'node:crypto';
import { eventually } from '@trek/testing';
import { EditionRowsCache } from '../src/data-access/edition-rows.cache.js';
import { startApplicationsApp, type ApplicationsTestApp } from './applications-app.fixture.js';

// The cache on the suite's Redis, without snapshots. `load` stands for the pass over the
// collection: each call is held until the test answers it, so the test decides when a pass ends.
let ctx: ApplicationsTestApp;
const YEAR = 2050;
const MINUTE_AND_A_BIT_MS = 61_000;

beforeAll(async () => {
  ctx = await startApplicationsApp();
});

afterAll(async () => {
  await ctx.close();
});

interface Pass {
  answer: (rows: readonly string[]) => void;
}

/** A collection whose every read waits for the test to answer it. */
function heldCollection() {
  const passes: Pass[] = [];
  const load = () =>
    new Promise<readonly string[]>((resolve) => {
      passes.push({ answer: resolve });
    });
  return { passes, load };
}

function cacheWithClock() {
  const clock = { now: 1_000_000 };
  const cache = new EditionRowsCache<string>(ctx.stores.redis, `rows-cache-test-${randomUUID()}`, undefined, () => clock.now);
  return { cache, clock };
}

/** The test's view of a read: whether it has answered yet. */
function watched(read: Promise<readonly string[]>) {
  const state = { answered: false, read };
  void read.then(() => (state.answered = true));
  return state;
}

const passesStarted = (passes: readonly Pass[], count: number) =>
  eventually(
    async () => passes.length,
    (started) => started >= count,
    { what: `${count} pass(es) over the collection` },
  );

/** Lets the promises already settled run their callbacks. */
const settledCallbacksRun = () => new Promise((resolve) => setImmediate(resolve));

/** Rows held from one pass that answered `rows`. */
async function loaded(rows: readonly string[]) {
  const { cache, clock } = cacheWithClock();
  const collection = heldCollection();
  const first = cache.rows(YEAR, collection.load);
  await passesStarted(collection.passes, 1);
  collection.passes[0]?.answer(rows);
  await first;
  return { cache, clock, collection };
}

describe('when the rows held are more than a minute old', () => {
  it('then a read answers with them at once while one pass over the collection confirms them', async () => {
    const { cache, clock, collection } = await loaded(['a']);
    clock.now += MINUTE_AND_A_BIT_MS;

    const read = watched(cache.rows(YEAR, collection.load));
    await passesStarted(collection.passes, 2);
    await settledCallbacksRun();

    expect(read.answered).toBe(true);
    expect(await read.read).toEqual(['a']);
    expect(await cache.rows(YEAR, collection.load)).toEqual(['a']);
    expect(collection.passes).toHaveLength(2);
  });

  it('then a change whose announcement never reached Redis is listed once that pass is done', async () => {
    const { cache, clock, collection } = await loaded(['a']);
    clock.now += MINUTE_AND_A_BIT_MS;
    const read = cache.rows(YEAR, collection.load);
    await passesStarted(collection.passes, 2);

    collection.passes[1]?.answer(['b', 'a']);

    await read;
    await eventually(
      () => cache.rows(YEAR, collection.load),
      (rows) => rows.join() === 'b,a',
      { what: 'the rows the pass read' },
    );
  });
});

describe('when the rows held are younger than a minute', () => {
  it('then a read answers with them and reads nothing', async () => {
    const { cache, clock, collection } = await loaded(['a']);
    clock.now += 30_000;

    expect(await cache.rows(YEAR, collection.load)).toEqual(['a']);
    expect(collection.passes).toHaveLength(1);
  });
});
