import { eventually, testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import type { Connection } from 'mongoose';
import { closeMongo, connectMongo, createLogger, runMigrations, type Migration } from '../src/index.js';

const { mongoUri } = testInfrastructure();
const logger = createLogger('test', 'silent');

let mongo: Connection;
beforeEach(async () => {
  mongo = await connectMongo({ uri: mongoUri, dbName: uniqueDatabaseName('kit-migrations'), logger });
});
afterEach(async () => {
  await mongo.dropDatabase();
  await closeMongo(mongo);
});

/** A migration that counts its runs into `log`. */
const counting = (id: string, log: string[]): Migration => ({
  id,
  run: async () => {
    log.push(id);
  },
});

const records = () => mongo.collection('migrations');

describe('runMigrations', () => {
  it('when the service starts twice, then each migration runs once, in the list order, and is recorded as done', async () => {
    const log: string[] = [];
    const migrations = [counting('rename-field', log), counting('new-index', log)];

    expect(await runMigrations(mongo, migrations, { logger })).toEqual(['rename-field', 'new-index']);
    expect(await runMigrations(mongo, migrations, { logger })).toEqual([]);

    expect(log).toEqual(['rename-field', 'new-index']);
    expect(await records().find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'new-index', state: 'done', startedAt: expect.any(Date), doneAt: expect.any(Date) },
      { _id: 'rename-field', state: 'done', startedAt: expect.any(Date), doneAt: expect.any(Date) },
    ]);
  });

  it('when a migration is added later, then only it runs at the next start', async () => {
    const log: string[] = [];
    await runMigrations(mongo, [counting('first', log)], { logger });

    expect(await runMigrations(mongo, [counting('first', log), counting('second', log)], { logger })).toEqual(['second']);
    expect(log).toEqual(['first', 'second']);
  });

  it('when a migration fails, then the start fails, the later ones wait, and the next start runs it again', async () => {
    const log: string[] = [];
    const failing: Migration = { id: 'flaky', run: () => Promise.reject(new Error('database gone')) };

    await expect(runMigrations(mongo, [failing, counting('after', log)], { logger })).rejects.toThrow('database gone');
    expect(log).toEqual([]);
    expect(await records().countDocuments({})).toBe(0);

    expect(await runMigrations(mongo, [counting('flaky', log), counting('after', log)], { logger })).toEqual(['flaky', 'after']);
  });

  it('when two replicas start at once, then the migration runs once and both starts wait until it is done', async () => {
    let runs = 0;
    let finish = () => {};
    const running = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started = () => {};
    const hasStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: Migration = {
      id: 'slow',
      run: async () => {
        runs += 1;
        started();
        await running;
      },
    };

    const first = runMigrations(mongo, [slow], { logger, pollMs: 5 });
    await hasStarted;
    // Each of the second replica's attempts to claim it reads the clock once.
    let secondAttempts = 0;
    let secondDone = false;
    const second = runMigrations(mongo, [slow], {
      logger,
      pollMs: 5,
      now: () => {
        secondAttempts += 1;
        return new Date();
      },
    }).then((ran) => {
      secondDone = true;
      return ran;
    });
    await eventually(async () => secondAttempts, (attempts) => attempts >= 3, { what: 'the second replica waiting' });
    expect(secondDone).toBe(false);

    finish();
    expect(await first).toEqual(['slow']);
    expect(await second).toEqual([]);
    expect(runs).toBe(1);
  });

  it('when a replica stopped in the middle of a migration, then a later start takes it over and finishes it', async () => {
    const log: string[] = [];
    const startedAt = new Date('2026-03-01T10:00:00Z');
    await records().insertOne({ _id: 'interrupted' as never, state: 'running', startedAt, doneAt: null });

    const ran = await runMigrations(mongo, [counting('interrupted', log)], { logger, staleAfterMs: 60_000, now: () => new Date('2026-03-01T10:05:00Z') });

    expect(ran).toEqual(['interrupted']);
    expect(log).toEqual(['interrupted']);
    expect(await records().findOne({ _id: 'interrupted' as never })).toMatchObject({ state: 'done' });
  });

  it('when two migrations share an id, then the start fails before running any', async () => {
    const log: string[] = [];
    await expect(runMigrations(mongo, [counting('twice', log), counting('twice', log)], { logger })).rejects.toThrow('share an id');
    expect(log).toEqual([]);
  });
});
