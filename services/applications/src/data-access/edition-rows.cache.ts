import type { Redis } from 'ioredis';

/** Bounds how long a replica may serve a change it missed because Redis was away during the write. */
const MAX_ENTRY_AGE_MS = 60_000;

interface Entry<Row> {
  version: string;
  loadedAt: number;
  rows: Promise<readonly Row[]>;
}

/**
 * An edition's applications as the organizer's lists, export and counts read them, kept in memory
 * per edition. On FerretDB any filter but a lone `_id` decodes the whole collection (see
 * docs/architecture.md, FerretDB), so the lists read it once per change rather than once per
 * request. Every write bumps a version counter in Redis after it is stored; each read compares it
 * (one GET) with the version its rows were loaded at, so every replica reloads a changed edition
 * on its next read. Without Redis, reads go to the database.
 */
export class EditionRowsCache<Row> {
  private readonly entries = new Map<number, Entry<Row>>();
  private readonly versionKey: string;

  constructor(
    private readonly redis: Pick<Redis, 'get' | 'incr'>,
    namespace: string,
    private readonly now: () => number = Date.now,
  ) {
    this.versionKey = `applications:rows-version:${namespace}`;
  }

  /** The edition's rows, loaded once per version; concurrent reads share one load. */
  async rows(year: number, load: () => Promise<readonly Row[]>): Promise<readonly Row[]> {
    const version = await this.currentVersion();
    if (version === null) return load();
    const cached = this.entries.get(year);
    if (cached && cached.version === version && this.now() - cached.loadedAt <= MAX_ENTRY_AGE_MS) return cached.rows;
    const entry: Entry<Row> = { version, loadedAt: this.now(), rows: load() };
    this.entries.set(year, entry);
    entry.rows.catch(() => {
      if (this.entries.get(year) === entry) this.entries.delete(year);
    });
    return entry.rows;
  }

  /** Called after a write has been stored (a failed announcement is caught up within a minute). */
  async changed(): Promise<void> {
    this.entries.clear();
    await this.redis.incr(this.versionKey).catch(() => undefined);
  }

  private async currentVersion(): Promise<string | null> {
    try {
      return (await this.redis.get(this.versionKey)) ?? '0';
    } catch {
      return null;
    }
  }
}
