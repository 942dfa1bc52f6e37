import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import type { ServiceName } from '../domain/route.table.js';

export interface CachedAnswer {
  policy: CachePolicy;
  status: number;
  body: Buffer;
}

interface Entry extends CachedAnswer {
  service: ServiceName;
}

interface PendingFill {
  key: string;
  service: ServiceName;
  /** The service's write generation when the request started: a write since then voids the answer. */
  generation: number;
}

export interface SharedResponseCacheOptions {
  /** Bytes of bodies kept at most, all answers together; 0 keeps nothing. */
  maxBytes: number;
  /** A larger answer is passed on but not kept. */
  maxBodyBytes: number;
}

const requestShape = (req: IncomingMessage) => ({ url: req.url ?? '/', method: req.method ?? 'GET', headers: req.headers });
const responseShape = (status: number, headers: IncomingHttpHeaders) => ({ status, headers });

/**
 * The gateway as a shared HTTP cache for anonymous GETs: an answer is kept only when its service
 * allows shared caches to keep it (`s-maxage`, RFC 9111, decided by http-cache-semantics), and is
 * served from memory while fresh. A successful write through this gateway to a service drops
 * every answer of that service at once, so an organizer sees their change on the next read; a
 * write through another gateway replica shows here within the `s-maxage` seconds.
 */
export class SharedResponseCache {
  private readonly answers: LRUCache<string, Entry> | undefined;
  private readonly pending = new WeakMap<IncomingMessage, PendingFill>();
  private readonly generations = new Map<ServiceName, number>();

  constructor(private readonly options: SharedResponseCacheOptions) {
    this.answers =
      options.maxBytes > 0 ? new LRUCache<string, Entry>({ maxSize: options.maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length) }) : undefined;
  }

  /** A fresh answer for this anonymous GET or HEAD, if one is kept. */
  lookup(req: IncomingMessage): CachedAnswer | undefined {
    const entry = this.answers?.get(keyOf(req));
    if (!entry || !entry.policy.satisfiesWithoutRevalidation(requestShape(req))) return undefined;
    return entry;
  }

  /** This GET goes to `service`; its answer may be kept (see `offer`). */
  expectAnswer(req: IncomingMessage, service: ServiceName): void {
    if (!this.answers || req.method !== 'GET') return;
    this.pending.set(req, { key: keyOf(req), service, generation: this.generationOf(service) });
  }

  /** Called with every upstream answer: keeps a copy of the ones `expectAnswer` asked for, when storable. */
  offer(req: IncomingMessage, upstream: IncomingMessage): void {
    const fill = this.pending.get(req);
    if (!fill) return;
    this.pending.delete(req);
    const status = upstream.statusCode ?? 0;
    if (status !== 200) return;
    const policy = new CachePolicy(requestShape(req), responseShape(status, upstream.headers), { shared: true });
    if (!policy.storable() || policy.timeToLive() <= 0) return;

    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    upstream.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > this.options.maxBodyBytes) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    upstream.on('end', () => {
      if (tooLarge || !upstream.complete || this.generationOf(fill.service) !== fill.generation) return;
      this.answers?.set(fill.key, { policy, status, body: Buffer.concat(chunks, size), service: fill.service });
    });
  }

  /** A write to `service` started or succeeded: nothing it answered before may be served again. */
  forget(service: ServiceName): void {
    this.generations.set(service, this.generationOf(service) + 1);
    if (!this.answers) return;
    for (const [key, entry] of this.answers.entries()) {
      if (entry.service === service) this.answers.delete(key);
    }
  }

  private generationOf(service: ServiceName): number {
    return this.generations.get(service) ?? 0;
  }
}

/** GET and HEAD of one address share an entry: a HEAD is answered from a kept GET's headers. */
const keyOf = (req: IncomingMessage) => req.url ?? '/';
