import { randomBytes } from 'node:crypto';

/** A database name no other suite uses, so suites can run in parallel on one server. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Reads the servers the jest global setup started (or the ones the environment named). */
export function testInfrastructure(): { mongoUri: string; redisUrl: string } {
  const mongoUri = process.env.MONGODB_URI;
  const redisUrl = process.env.REDIS_URL;
  if (!mongoUri || !redisUrl) {
    throw new Error('MONGODB_URI/REDIS_URL are not set: run the suite through jest with the @trek/testing preset.');
  }
  return { mongoUri, redisUrl };
}
