import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from './errors.js';
import type { Logger } from './logger.js';

/**
 * One change to a service's data that must happen once per database (a field renamed, an index
 * replaced). `run` must be safe to run again: a crash before its record says `done` repeats it.
 */
export interface Migration {
  /** Recorded in `migrations` once it has run; never reused for another migration. */
  id: string;
  run: (connection: Connection) => Promise<void>;
}

interface MigrationRecord {
  _id: string;
  state: 'running' | 'done';
  /** When the replica running it took it (or last took it over). */
  startedAt: Date;
  doneAt: Date | null;
}

export interface RunMigrationsOptions {
  logger: Logger;
  /**
   * A migration still `running` after this long was left by a replica that stopped (a crash, a
   * kill): another start takes it over. Longer than any migration takes.
   */
  staleAfterMs?: number;
  /** How often a replica waiting for another one's migration looks at its record. */
  pollMs?: number;
  now?: () => Date;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the migrations not recorded yet, in the list's order, each once per database; resolves once
 * every one is done. At start it reads the small `migrations` collection only, never the data.
 * A replica claims a migration by inserting its record (`running`) against the unique `_id`
 * (atomic on MongoDB and FerretDB), runs it, then marks it `done`; a replica that finds it
 * claimed waits for that. A migration that throws loses its claim, so the next start runs it
 * again, and the error stops this start. Answers the ids this replica ran.
 */
export async function runMigrations(
  connection: Connection,
  migrations: readonly Migration[],
  { logger, staleAfterMs = 10 * 60_000, pollMs = 1_000, now = () => new Date() }: RunMigrationsOptions,
): Promise<string[]> {
  if (new Set(migrations.map((migration) => migration.id)).size !== migrations.length) throw new Error('Two migrations share an id');
  const records = connection.collection<MigrationRecord>('migrations');
  const done = new Set((await records.find({ state: 'done' }, { projection: { _id: 1 } }).toArray()).map((record) => record._id));
  const ran: string[] = [];

  /** Whether this replica holds the migration now: a new claim, or one a stopped replica left. */
  async function claim(id: string): Promise<boolean> {
    const at = now();
    try {
      await records.insertOne({ _id: id, state: 'running', startedAt: at, doneAt: null });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const takenOver = await records.findOneAndUpdate(
      { _id: id, state: 'running', startedAt: { $lte: new Date(at.getTime() - staleAfterMs) } },
      { $set: { startedAt: at } },
    );
    return takenOver !== null;
  }

  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    for (;;) {
      if (await claim(migration.id)) {
        logger.info({ migration: migration.id }, 'running data migration');
        try {
          await migration.run(connection);
        } catch (error) {
          await records.deleteOne({ _id: migration.id, state: 'running' });
          throw error;
        }
        await records.updateOne({ _id: migration.id }, { $set: { state: 'done', doneAt: now() } });
        ran.push(migration.id);
        break;
      }
      const record = await records.findOne({ _id: migration.id });
      if (record?.state === 'done') break;
      // Another replica runs it (or gave it up, record gone: claimed again on the next turn).
      await wait(pollMs);
    }
  }
  return ran;
}
