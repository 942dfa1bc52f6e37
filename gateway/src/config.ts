import { z } from 'zod';
import { baseConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';
import type { ServiceName } from './domain/route.table.js';

const upstreamUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const positiveInt = z.coerce.number().int().min(1);

/**
 * Express's `trust proxy`: a hop count ("1" behind one reverse proxy), "false" when clients
 * connect directly, or a list of addresses/subnets. `true` is refused: it would let any client
 * pick its own IP through X-Forwarded-For and so escape the rate limits.
 */
const trustProxySchema = z
  .string()
  .trim()
  .refine((value) => value !== 'true', 'must be a hop count, "false" or a list of addresses, not "true"')
  .transform((value): number | string | false => (/^\d+$/.test(value) ? Number(value) : value === 'false' ? false : value));

export const gatewayConfigSchema = z.object({
  ...baseConfigShape,
  /** The one process meant to be reached from other machines. */
  HOST: z.string().min(1).default('0.0.0.0'),
  ...jwtVerifyConfigShape,
  REDIS_URL: z.string().min(1),
  AUTH_SERVICE_URL: upstreamUrl,
  CONTENT_SERVICE_URL: upstreamUrl,
  APPLICATIONS_SERVICE_URL: upstreamUrl,
  PARTICIPANT_SERVICE_URL: upstreamUrl,
  UPDATES_SERVICE_URL: upstreamUrl,
  UPLOAD_SERVICE_URL: upstreamUrl,
  PAYMENTS_SERVICE_URL: upstreamUrl,
  NOTIFICATIONS_SERVICE_URL: upstreamUrl,
  /** Folder of the built SPA; without it the gateway serves only /api and /media. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** The web build's server entry; default: dist-server/entry-server.js beside WEB_DIST_DIR. */
  WEB_SSR_ENTRY: z.string().min(1).optional(),
  /** The site's public address, kept without a trailing slash: canonical links, link previews, sitemap.xml and robots.txt name it. */
  PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /** How long a server-rendered public page is reused: organizers' edits show within this time (the content's s-maxage). */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /** How much longer a page may still be sent, once, while its next render is made; older, the visitor waits for the render. */
  PAGE_STALE_MS: z.coerce.number().int().min(0).default(60_000),
  /** A server render taking longer (its content reads included) is given up and the SPA shell is sent. */
  PAGE_RENDER_TIMEOUT_MS: positiveInt.default(3000),
  /** An upstream silent for this long is answered with 504. */
  UPSTREAM_TIMEOUT_MS: positiveInt.default(30_000),
  // Loopback only: a reverse proxy on this machine. Trusting private ranges let any LAN client pick its IP.
  TRUST_PROXY: trustProxySchema.default('loopback'),
  /** Start of the Redis keys holding the counts; deployments sharing one Redis need different ones. */
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).default('gateway:rate-limit:'),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
  /**
   * Failed sign-ins (and wrong current passwords) per client IP per window; successful ones are not
   * counted. Sized for hundreds of people behind one campus NAT, each mistyping now and then; the
   * per-account lock in auth is what stops guessing one account.
   */
  RATE_LIMIT_LOGIN_MAX: positiveInt.default(200),
  RATE_LIMIT_REGISTER_MAX: positiveInt.default(10),
  RATE_LIMIT_APPLICATION_MAX: positiveInt.default(10),
  RATE_LIMIT_UPLOAD_MAX: positiveInt.default(60),
  RATE_LIMIT_PASSWORD_RESET_MAX: positiveInt.default(10),
  /** Refused set-password link checks and uses (unknown, used or expired links) per client IP per window. */
  RATE_LIMIT_PASSWORD_LINK_MAX: positiveInt.default(30),
  /** Memory for the shared cache of public reads (bodies, all together); 0 turns it off. */
  SHARED_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(16 * 1024 * 1024),
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const readGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => loadConfig(gatewayConfigSchema, env);

/** Each service's internal address: where the proxy forwards and the server render reads. */
export const serviceUrlsOf = (config: GatewayConfig): Record<ServiceName, string> => ({
  auth: config.AUTH_SERVICE_URL,
  content: config.CONTENT_SERVICE_URL,
  applications: config.APPLICATIONS_SERVICE_URL,
  participant: config.PARTICIPANT_SERVICE_URL,
  updates: config.UPDATES_SERVICE_URL,
  upload: config.UPLOAD_SERVICE_URL,
  payments: config.PAYMENTS_SERVICE_URL,
  notifications: config.NOTIFICATIONS_SERVICE_URL,
});
