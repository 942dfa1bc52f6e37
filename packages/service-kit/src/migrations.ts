import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from './errors.js';

/**
 * Runs a start-up data migration once per database. Its completion is recorded under its id in
 * `migrations` and looked up by `_id` in that small collection (FerretDB decodes every document for
 * any other filter), instead of the migration looking for old documents at every start. A migration
 * must be safe to run again: a crash before its record is written repeats it. Answers whether it ran.
 */
export async function runMigrationOnce(connection: Connection, id: string, migrate: () => Promise<void>): Promise<boolean> {
  const done = connection.collection<{ _id: string; at: Date }>('migrations');
  if (await done.findOne({ _id: id })) return false;
  await migrate();
  try {
    await done.insertOne({ _id: id, at: new Date() });
  } catch (error) {
    // Another replica finished the same migration at the same time.
    if (!isDuplicateKeyError(error)) throw error;
  }
  return true;
}
