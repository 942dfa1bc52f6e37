import { connectMongo, createLogger, runMigrations } from '@trek/service-kit';
import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import type { Connection } from 'mongoose';
import { OfferRepository } from '../src/data-access/admissions/offer.repository.js';
import { MIGRATIONS } from '../src/data-access/migrations.js';

const logger = createLogger('applications-migrations-test', 'silent');
let connection: Connection;

beforeAll(async () => {
  connection = await connectMongo({ uri: testInfrastructure().mongoUri, dbName: uniqueDatabaseName('applications-migrations'), logger });
});

afterAll(async () => {
  await connection.dropDatabase().catch(() => undefined);
  await connection.close();
});

it('when a database holds offers unique by application, then the start drops that index so an application can be offered again', async () => {
  const offers = connection.collection('admission_offers');
  await offers.insertOne({ applicationId: 'app-1', year: 2026, expiresAt: new Date(), createdAt: new Date() });
  await offers.createIndex({ applicationId: 1 }, { unique: true, name: 'one_offer_per_application' });

  expect(await runMigrations(connection, MIGRATIONS, { logger })).toEqual(['admission-offers-by-round']);
  const repository = new OfferRepository(connection);
  await repository.ready();

  expect((await offers.indexes()).map((index) => index.name)).not.toContain('one_offer_per_application');
  expect(await repository.forApplication('app-1')).toMatchObject({ round: 1 });
  expect(await repository.insert({ applicationId: 'app-1', round: 2, year: 2026, expiresAt: new Date(), createdAt: new Date() })).toMatchObject({ round: 2 });
  expect(await repository.forApplication('app-1')).toMatchObject({ round: 2 });
});
