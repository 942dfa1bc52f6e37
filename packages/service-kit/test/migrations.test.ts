import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { connectDataStores, createLogger, runMigrationOnce, type DataStores } from '../src/index.js';

const { mongoUri, redisUrl } = testInfrastructure();

let stores: DataStores;
beforeEach(async () => {
  stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('kit-migrations'), redisUrl, logger: createLogger('test', 'silent') });
});
afterEach(async () => {
  await stores.mongo.dropDatabase();
  await stores.close();
});

describe('runMigrationOnce', () => {
  it('when the service starts again after a migration finished, then it does not run again', async () => {
    let runs = 0;
    const migrate = async () => {
      runs += 1;
    };

    expect(await runMigrationOnce(stores.mongo, 'move-things', migrate)).toBe(true);
    expect(await runMigrationOnce(stores.mongo, 'move-things', migrate)).toBe(false);
    expect(runs).toBe(1);
  });

  it('when a migration fails, then it runs again at the next start', async () => {
    await expect(runMigrationOnce(stores.mongo, 'flaky', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');

    expect(await runMigrationOnce(stores.mongo, 'flaky', () => Promise.resolve())).toBe(true);
  });
});
