import { createHash } from 'node:crypto';
import type { DataStores, Logger } from '@trek/service-kit';

type Redis = DataStores['redis'];

export interface CachedResponse {
  body: string;
  etag: string;
}

interface Entry {
  version: string;
  loadedAt: number;
  responses: Map<string, CachedResponse>;
}

/** Bounds how long a replica may serve a change it missed because Redis was away during the write. */
const MAX_ENTRY_AGE_MS = 60_000;

const versionKey = (name: string) => `content:version:${name}`;

/**
 * Public answers kept in memory per collection. Every organizer write bumps the collection's
 * version counter in Redis; each read compares it (one GET) with the version its entry was built
 * at, so every replica drops a changed collection on its next read. Without Redis, reads go to
 * the database.
 */
export class PublicContentCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async get(name: string, query: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const version = await this.currentVersion(name);
    let entry = this.entries.get(name);
    if (!entry || version === null || entry.version !== version || this.now() - entry.loadedAt > MAX_ENTRY_AGE_MS) {
      entry = { version: version ?? '', loadedAt: this.now(), responses: new Map() };
      if (version === null) this.entries.delete(name);
      else this.entries.set(name, entry);
    }
    let response = entry.responses.get(query);
    if (!response) {
      const body = JSON.stringify(await load());
      response = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
      entry.responses.set(query, response);
    }
    return response;
  }

  /** Called after a write has been stored. */
  async invalidate(name: string): Promise<void> {
    this.entries.delete(name);
    try {
      await this.redis.incr(versionKey(name));
    } catch (error) {
      this.logger.error({ err: error, collection: name }, 'could not announce a content change; other replicas catch up within a minute');
    }
  }

  private async currentVersion(name: string): Promise<string | null> {
    try {
      return (await this.redis.get(versionKey(name))) ?? '0';
    } catch {
      return null;
    }
  }
}
