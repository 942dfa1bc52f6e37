import { publicEditionSchema, type PublicEdition } from '@trek/contracts';

export interface EditionSource {
  /** The edition settings; rejects when the content service cannot be read. */
  current(): Promise<PublicEdition>;
}

const TIMEOUT_MS = 5_000;

/**
 * The content service's public edition settings, reused for `cacheMs`: organizers changing a date
 * see it within that time. When the cache has expired and the service cannot be read, this rejects
 * rather than answering an old value.
 */
export function createEditionSource(contentServiceUrl: string, cacheMs: number, now: () => Date): EditionSource {
  const url = new URL('/api/public/edition', contentServiceUrl);
  let cached: { edition: PublicEdition; until: number } | null = null;
  return {
    async current() {
      if (cached && now().getTime() < cached.until) return cached.edition;
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`The content service answered ${response.status} for the edition settings`);
      const edition = publicEditionSchema.parse(await response.json());
      cached = { edition, until: now().getTime() + cacheMs };
      return edition;
    },
  };
}
