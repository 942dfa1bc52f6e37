import mongoose, { type Connection } from 'mongoose';
import type { Logger } from './logger.js';

// Query filters built from request input can never smuggle in operators like {"$ne": null}.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

export interface MongoOptions {
  uri: string;
  dbName: string;
  logger: Logger;
}

/** Connections being closed on purpose, whose disconnect is no reason to warn anybody. */
const closing = new WeakSet<Connection>();

/** One connection per service, to that service's own database. */
export async function connectMongo({ uri, dbName, logger }: MongoOptions): Promise<Connection> {
  const connection = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 10_000 });
  connection.on('disconnected', () => {
    if (!closing.has(connection)) logger.warn({ dbName }, 'MongoDB disconnected');
  });
  connection.on('reconnected', () => logger.info({ dbName }, 'MongoDB reconnected'));
  await connection.asPromise();
  logger.info({ dbName }, 'MongoDB connected');
  return connection;
}

export function isMongoReady(connection: Connection): boolean {
  return connection.readyState === mongoose.ConnectionStates.connected;
}

export async function closeMongo(connection: Connection): Promise<void> {
  closing.add(connection);
  await connection.close();
}
