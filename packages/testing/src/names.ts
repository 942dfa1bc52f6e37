import { randomBytes } from 'node:crypto';
import type { S3Store } from './infrastructure.js';

/** A database name no other suite uses, so suites can run in parallel on one server. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/**
 * The S3 store the jest global setup started (MinIO, when a Docker engine answers and the suite's
 * jest config asks for S3), or null: then the suite runs its own.
 */
export function testS3Store(): S3Store | null {
  const { TREK_TEST_S3_ENDPOINT: endpoint, TREK_TEST_S3_BUCKET: bucket, TREK_TEST_S3_ACCESS_KEY_ID: accessKeyId, TREK_TEST_S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  return endpoint && bucket && accessKeyId && secretAccessKey ? { endpoint, bucket, accessKeyId, secretAccessKey } : null;
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
