import type { Redis } from 'ioredis';
import type { RowSnapshots } from './edition-rows.snapshots.js';

/** Bounds how long a replica may serve a change it missed because Redis was away during the write. */
const MAX_ENTRY_AGE_MS = 60_000;
/** How long after a change the rows held are copied to a snapshot: a burst of submissions makes one copy, not one each. */
const SNAPSHOT_AFTER_MS = 5_000;
/** How long stopping waits for the last snapshot; without it the next start reads the collection, as after a crash. */
const FLUSH_WAIT_MS = 1_000;

/**
 * Bumps the version counter, first setting a missing one (Redis restarted empty) to a value above
 * any it held before, so a snapshot stamped before can never pass for the new rows.
 */
const BUMP_VERSION = `if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[1]) end
return redis.call('INCR', KEYS[1])`;

interface Entry<Row> {
  version: string;
  loadedAt: number;
  rows: Promise<readonly Row[]>;
}

type VersionRedis = Pick<Redis, 'get' | 'set' | 'eval'>;

/**
 * An edition's applications as the organizer's lists, export and counts read them, kept in memory
 * per edition. On FerretDB any filter but a lone `_id` decodes the whole collection (see
 * docs/architecture.md, FerretDB), so the lists read it once per change rather than once per
 * request. Every write bumps a version counter in Redis after it is stored; each read compares it
 * (one GET) with the version its rows were loaded at, so every replica reloads a changed edition
 * on its next read. Without Redis, reads go to the database.
 *
 * With `snapshots`, the rows held are copied a few seconds after a change (and when the process
 * stops), stamped with their version. A load finds the snapshot of the current version and
 * answers from it at once while a pass over the collection confirms it; a snapshot the pass
 * contradicts (a write whose announcement never reached Redis) gives way to what the pass read.
 */
export class EditionRowsCache<Row> {
  private readonly entries = new Map<number, Entry<Row>>();
  private readonly versionKey: string;
  /** The version of each edition known to have a snapshot (read or written by this process). */
  private readonly snapshotted = new Map<number, string>();
  private snapshotTimer: NodeJS.Timeout | undefined;
  private snapshotting: Promise<void> = Promise.resolve();

  constructor(
    private readonly redis: VersionRedis,
    namespace: string,
    private readonly snapshots?: RowSnapshots<Row>,
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
    return this.keep(year, { version, loadedAt: this.now(), rows: this.load(year, version, load) });
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
      version = Number(await this.redis.eval(BUMP_VERSION, 1, this.versionKey, this.freshVersion()));
    } catch {
      return;
    }
    if (!patch) return;
    for (const [year, entry] of held) {
      if (Number(entry.version) + 1 !== version || this.entries.has(year)) continue;
      void this.keep(year, { version: String(version), loadedAt: entry.loadedAt, rows: entry.rows.then((rows) => patch(rows, year)) });
    }
    this.snapshotSoon();
  }

  /**
   * After a row was deleted (an erasure, a retention purge): every snapshot goes, since an older one
   * still holds the row; the rows held are copied again after the change, as usual.
   */
  async forgetSnapshots(): Promise<void> {
    if (!this.snapshots) return;
    // Serialized with this process's own copying, so none of its writes lands after the deletion.
    const forgetting = this.snapshotting.then(async () => {
      this.snapshotted.clear();
      await this.snapshots?.forgetAll();
    });
    this.snapshotting = forgetting.catch(() => undefined);
    await forgetting;
  }

  /** Stores a snapshot of the rows held that has none yet (the process is stopping); waits at most a second. */
  async flush(): Promise<void> {
    if (!this.snapshots) return;
    clearTimeout(this.snapshotTimer);
    this.snapshotTimer = undefined;
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([this.snapshotHeld(), new Promise<void>((resolve) => (waited = setTimeout(resolve, FLUSH_WAIT_MS)))]);
    clearTimeout(waited);
  }

  /** The snapshot of this version when there is one (confirmed in the background), else a pass over the collection. */
  private async load(year: number, version: string, load: () => Promise<readonly Row[]>): Promise<readonly Row[]> {
    const snapshot = this.snapshots ? await this.snapshots.read(year, version).catch(() => null) : null;
    if (!snapshot) {
      const rows = await load();
      this.snapshotSoon();
      return rows;
    }
    this.snapshotted.set(year, version);
    void this.confirm(year, version, snapshot, load);
    return snapshot;
  }

  /** A pass over the collection: when it contradicts the snapshot, what it read is served (or read again) and copied. */
  private async confirm(year: number, version: string, snapshot: readonly Row[], load: () => Promise<readonly Row[]>): Promise<void> {
    let loaded: readonly Row[];
    try {
      loaded = await load();
    } catch {
      // The snapshot stays served until the entry's age or the next change makes a read load again.
      return;
    }
    if (this.snapshots?.same(snapshot, loaded)) return;
    if (this.snapshotted.get(year) === version) this.snapshotted.delete(year);
    const entry = this.entries.get(year);
    if (entry?.version === version) this.entries.set(year, { ...entry, rows: Promise.resolve(loaded) });
    // Rows a write of this process patched were built on the snapshot: the next read loads them.
    else if (entry) this.entries.delete(year);
    this.snapshotSoon();
  }

  private snapshotSoon(): void {
    if (!this.snapshots || this.snapshotTimer) return;
    this.snapshotTimer = setTimeout(() => {
      this.snapshotTimer = undefined;
      void this.snapshotHeld();
    }, SNAPSHOT_AFTER_MS);
    this.snapshotTimer.unref();
  }

  /** One at a time: copies each edition's rows held at the current version unless that version has a snapshot. */
  private snapshotHeld(): Promise<void> {
    this.snapshotting = this.snapshotting.then(async () => {
      const snapshots = this.snapshots;
      if (!snapshots) return;
      for (const [year, entry] of [...this.entries]) {
        if (this.snapshotted.get(year) === entry.version) continue;
        try {
          const rows = await entry.rows;
          // A newer write is copied after its own change; rows of an older version would not be read.
          if ((await this.currentVersion()) !== entry.version) continue;
          await snapshots.write(year, entry.version, rows);
          this.snapshotted.set(year, entry.version);
        } catch {
          // The next change or load tries again; meanwhile a start reads the collection.
        }
      }
    });
    return this.snapshotting;
  }

  /** Holds the entry until its rows fail to load. */
  private keep(year: number, entry: Entry<Row>): Promise<readonly Row[]> {
    this.entries.set(year, entry);
    entry.rows.catch(() => {
      if (this.entries.get(year) === entry) this.entries.delete(year);
    });
    return entry.rows;
  }

  /** Microseconds since 1970: above the count of writes since any earlier counter was set. */
  private freshVersion(): string {
    return String(this.now() * 1000);
  }

  private async currentVersion(): Promise<string | null> {
    try {
      const version = await this.redis.get(this.versionKey);
      if (version !== null) return version;
      await this.redis.set(this.versionKey, this.freshVersion(), 'NX');
      return (await this.redis.get(this.versionKey)) ?? null;
    } catch {
      return null;
    }
  }
}
