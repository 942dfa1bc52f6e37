import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import type { RouteRule, ServiceName } from '../domain/route.table.js';

export interface CachedAnswer {
  policy: CachePolicy;
  status: number;
  body: Buffer;
  /**
   * Every header a hit sends but `age`, `date` and `x-request-id`, worked out once when the answer
   * is kept: the gateway's own headers (security headers), the service's (which win, as they do on
   * a proxied answer), `x-cache: HIT` and the body's length.
   */
  headers: Readonly<OutgoingHttpHeaders>;
  /** The same headers as name, value, name, value…: a hit answered before Express sends them as they are. */
  headerList: readonly string[];
  /**
   * Whether the route table lets a GET, or a HEAD, of this address be answered before Express
   * (cache-hit.listener.ts): the rule depends on the method and the address alone, so it is worked
   * out at the first hit of each and remembered while the answer is kept.
   */
  answersBeforeExpress: { GET?: boolean; HEAD?: boolean };
}

interface Entry extends CachedAnswer {
  service: ServiceName;
  /** The Host it was kept for: another host's request is not its match (RFC 9111 §4). */
  host: string | undefined;
  /**
   * Fresh is enough for a request without cache directives: the answer varies on no request
   * header and does not demand revalidation (http-cache-semantics then decides as freshness does).
   */
  freshIsEnough: boolean;
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
  /** Headers the gateway puts on every answer (its security headers); a kept answer carries them. */
  gatewayHeaders: Readonly<Record<string, string>>;
}

/** Set for each hit: the kept copy's would name another request or another moment. */
const PER_HIT_HEADERS = ['age', 'date', 'x-request-id'];

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
  private readonly forgetListeners: Array<(service: ServiceName) => void> = [];

  constructor(private readonly options: SharedResponseCacheOptions) {
    this.answers =
      options.maxBytes > 0 ? new LRUCache<string, Entry>({ maxSize: options.maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length) }) : undefined;
  }

  /** A fresh answer for this anonymous GET or HEAD, if one is kept. */
  lookup(req: IncomingMessage): CachedAnswer | undefined {
    const entry = this.answers?.get(keyOf(req));
    if (!entry) return undefined;
    // The usual hit decided by its freshness alone: satisfiesWithoutRevalidation also builds the
    // answer's headers on every call, a tenth of a hit's cost. Anything else is the library's call.
    const { headers } = req;
    if (entry.freshIsEnough && headers['cache-control'] === undefined && headers.pragma === undefined && headers.host === entry.host) {
      return entry.policy.stale() ? undefined : entry;
    }
    return entry.policy.satisfiesWithoutRevalidation(requestShape(req)) ? entry : undefined;
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
      const headers = this.keptHeaders(policy, size);
      this.answers?.set(fill.key, {
        policy,
        status,
        body: Buffer.concat(chunks, size),
        headers,
        headerList: Object.freeze(Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => [name, item]) : [[name, String(value)]]).flat())),
        answersBeforeExpress: {},
        service: fill.service,
        host: req.headers.host,
        freshIsEnough: upstream.headers.vary === undefined && !/must-revalidate/i.test(upstream.headers['cache-control'] ?? ''),
      });
    });
  }

  /** Also told of every write, for what else is made from a service's answers (the server-rendered pages). */
  onForget(listener: (service: ServiceName) => void): void {
    this.forgetListeners.push(listener);
  }

  /** A write to `service` started or succeeded: nothing it answered before may be served again. */
  forget(service: ServiceName): void {
    this.generations.set(service, this.generationOf(service) + 1);
    for (const listener of this.forgetListeners) listener(service);
    if (!this.answers) return;
    for (const [key, entry] of this.answers.entries()) {
      if (entry.service === service) this.answers.delete(key);
    }
  }

  private keptHeaders(policy: CachePolicy, size: number): OutgoingHttpHeaders {
    const headers: OutgoingHttpHeaders = { ...this.options.gatewayHeaders, ...policy.responseHeaders(), 'x-cache': 'HIT', 'content-length': String(size) };
    for (const name of PER_HIT_HEADERS) delete headers[name];
    return Object.freeze(headers);
  }

  private generationOf(service: ServiceName): number {
    return this.generations.get(service) ?? 0;
  }
}

/**
 * Whether a request's answer is one the shared cache may give or keep: a GET or HEAD of a public
 * route by an anonymous caller. A signed-in caller may be answered differently. The one rule for
 * both the hits answered before Express (cache-hit.listener.ts) and the shared-cache middleware.
 */
export function isSharedRead(req: Pick<IncomingMessage, 'method' | 'headers'>, rule: RouteRule): boolean {
  return isAnonymousRead(req) && rule.policy === 'public';
}

/** The request's half of isSharedRead, which a hit answered before Express checks before it looks for a rule. */
export function isAnonymousRead({ method, headers }: Pick<IncomingMessage, 'method' | 'headers'>): boolean {
  return (method === 'GET' || method === 'HEAD') && !headers.authorization && !headers.cookie;
}

/** The answer's age now (RFC 9111 §5.1). */
const ageOf = (answer: CachedAnswer) => String(Math.round(answer.policy.age()));

/** The headers of one hit: the kept ones, the answer's age and this request's id. */
export function headersOfHit(answer: CachedAnswer, requestId: string): OutgoingHttpHeaders {
  return { ...answer.headers, age: ageOf(answer), 'x-request-id': requestId };
}

/** The same as a flat list for `writeHead`: copying a list is cheaper than spreading an object of twenty headers. */
export function headerListOfHit(answer: CachedAnswer, requestId: string): string[] {
  return answer.headerList.concat('age', ageOf(answer), 'x-request-id', requestId);
}

/** GET and HEAD of one address share an entry: a HEAD is answered from a kept GET's headers. */
const keyOf = (req: IncomingMessage) => req.url ?? '/';
