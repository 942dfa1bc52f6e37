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
    return this.keep(year, { version, loadedAt: this.now(), rows: load() });
  }

  /**
   * Called after a write has been stored. `patch` applies the write to the rows this process holds,
   * which then stay loaded when no other write came in between (the new version is theirs plus one);
   * it must leave rows that already hold the write as they are, since a load may have read it. A
   * failed announcement is caught up within a minute.
   */
  async changed(patch?: (rows: readonly Row[], year: number) => readonly Row[]): Promise<void> {
    const held = [...this.entries];
    this.entries.clear();
    let version: number;
    try {
      version = await this.redis.incr(this.versionKey);
    } catch {
      return;
    }
    if (!patch) return;
    for (const [year, entry] of held) {
      if (Number(entry.version) + 1 !== version || this.entries.has(year)) continue;
      void this.keep(year, { version: String(version), loadedAt: entry.loadedAt, rows: entry.rows.then((rows) => patch(rows, year)) });
    }
  }

  /** Holds the entry until its rows fail to load. */
  private keep(year: number, entry: Entry<Row>): Promise<readonly Row[]> {
    this.entries.set(year, entry);
    entry.rows.catch(() => {
      if (this.entries.get(year) === entry) this.entries.delete(year);
    });
    return entry.rows;
  }

  private async currentVersion(): Promise<string | null> {
    try {
      return (await this.redis.get(this.versionKey)) ?? '0';
    } catch {
      return null;
    }
  }
}
