import { once } from 'node:events';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import express from 'express';
import { Redis } from 'ioredis';
import { createLogger, createRedis, listen, type Logger, type RunningServer } from '@trek/service-kit';
import { freePort, generateTestKeys, signTestToken, testInfrastructure, type TestTokenClaims } from '@trek/testing';
import { createGatewayApp } from '../src/app.js';
import { readGatewayConfig } from '../src/config.js';
import { SERVICE_NAMES, type ServiceName } from '../src/domain/route.table.js';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A real upstream that records what reached it and answers with it. */
export interface EchoServer {
  url: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

export async function startEchoServer(service: string): Promise<EchoServer> {
  const seen: SeenRequest[] = [];
  const app = express();
  app.use(express.raw({ type: () => true, limit: '20mb' }));
  app.use((req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, body });
    res.json({ service, method: req.method, url: req.originalUrl, headers: req.headers, bodyBase64: body.toString('base64') });
  });
  return serve(app, seen);
}

/** A real upstream that records what reached it and answers what `answer` says (a service's success or refusal). */
export async function startAnsweringServer(answer: (req: express.Request) => { status: number; body: unknown }): Promise<EchoServer> {
  const seen: SeenRequest[] = [];
  const app = express();
  app.use(express.json());
  app.use((req, res) => {
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, body: Buffer.alloc(0) });
    const { status, body } = answer(req);
    res.status(status).json(body);
  });
  return serve(app, seen);
}

/** An upstream that accepts the request and never answers. */
export async function startSilentServer(): Promise<EchoServer> {
  const seen: SeenRequest[] = [];
  const app = express();
  app.use((req) => {
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, body: Buffer.alloc(0) });
  });
  return serve(app, seen);
}

async function serve(app: express.Express, seen: SeenRequest[]): Promise<EchoServer> {
  const running = await listen(app, 0, '127.0.0.1');
  return { url: `http://127.0.0.1:${running.port}`, seen, close: () => closeServer(running) };
}

async function closeServer(running: RunningServer): Promise<void> {
  running.server.closeAllConnections();
  await running.stop();
}

export const keys = generateTestKeys();
export const tokenFor = (claims: TestTokenClaims) => `Bearer ${signTestToken(keys, claims)}`;

let clientCount = 0;
/**
 * A client IP no other test in this file uses, sent as X-Forwarded-For from loopback (which the
 * gateway trusts). Files cannot collide: each gateway counts under its own Redis prefix.
 */
export const uniqueClientIp = () => {
  clientCount += 1;
  return `198.18.${Math.floor(clientCount / 256)}.${clientCount % 256}`;
};

export interface TestGateway {
  server: Server;
  upstreams: Record<ServiceName, EchoServer>;
  redis: Redis;
  /** Every request any upstream has seen. */
  upstreamCalls: () => number;
  /** What main.ts starts once the page sources answer. */
  warmUpPages: () => Promise<void>;
  close: () => Promise<void>;
}

export interface GatewayOptions {
  env?: Record<string, string>;
  /** Upstream URLs to use instead of echo servers (e.g. a port nobody listens on). */
  upstreamUrls?: Partial<Record<ServiceName, string>>;
  /** Defaults to the harness's Redis. */
  redisUrl?: string;
  /** Defaults to one that logs nothing. */
  logger?: Logger;
}

/** The gateway in-process on port 0, in front of one echo server per service. */
export async function startGateway({ env = {}, upstreamUrls = {}, redisUrl, logger = createLogger('gateway-test', 'silent') }: GatewayOptions = {}): Promise<TestGateway> {
  const echoes = await Promise.all(SERVICE_NAMES.map(async (name) => [name, await startEchoServer(name)] as const));
  const upstreams = Object.fromEntries(echoes) as Record<ServiceName, EchoServer>;
  const url = (name: ServiceName) => upstreamUrls[name] ?? upstreams[name].url;
  const config = readGatewayConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl ?? testInfrastructure().redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    AUTH_SERVICE_URL: url('auth'),
    CONTENT_SERVICE_URL: url('content'),
    APPLICATIONS_SERVICE_URL: url('applications'),
    PARTICIPANT_SERVICE_URL: url('participant'),
    UPDATES_SERVICE_URL: url('updates'),
    UPLOAD_SERVICE_URL: url('upload'),
    PAYMENTS_SERVICE_URL: url('payments'),
    NOTIFICATIONS_SERVICE_URL: url('notifications'),
    RATE_LIMIT_REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    ...env,
  });
  const redis = createRedis(config.REDIS_URL, 'commands', logger);
  // Only a reachable Redis is waited for; the Redis-down tests point at a port nobody serves.
  if (!redisUrl) await once(redis, 'ready');
  const gateway = createGatewayApp(config, { redis, logger });
  const running = await listen(gateway.listener, 0, '127.0.0.1');
  return {
    server: running.server,
    upstreams,
    redis,
    upstreamCalls: () => Object.values(upstreams).reduce((sum, echo) => sum + echo.seen.length, 0),
    warmUpPages: gateway.warmUpPages,
    close: async () => {
      await closeServer(running);
      await Promise.all(Object.values(upstreams).map((echo) => echo.close()));
      redis.disconnect();
    },
  };
}

/** A URL where nothing listens, for a stopped upstream or a Redis that is down. */
export async function deadUrl(scheme: 'http' | 'redis'): Promise<string> {
  return `${scheme}://127.0.0.1:${await freePort()}`;
}
