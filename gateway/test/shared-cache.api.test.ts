import express from 'express';
import request from 'supertest';
import { createLogger, listen, type RunningServer } from '@trek/service-kit';
import { startGateway, tokenFor, type TestGateway } from './gateway.fixture.js';

/**
 * A content service as the real one answers public reads: shared caches may keep them for a few
 * seconds (s-maxage), browsers revalidate. Each answer says how many reads the service has served,
 * so a test sees whether an answer came from the service or from the gateway's copy.
 */
interface FakeContentService {
  url: string;
  reads: () => number;
  setCacheControl: (value: string) => void;
  close: () => Promise<void>;
}

async function startContentService(): Promise<FakeContentService> {
  let reads = 0;
  let cacheControl = 'public, max-age=0, s-maxage=5';
  const app = express();
  app.get('/api/public/{*rest}', (req, res) => {
    reads += 1;
    res.set({ 'cache-control': cacheControl, etag: `"read-${reads}"` }).json({ read: reads, url: req.originalUrl });
  });
  app.get('/api/member/edition', (_req, res) => {
    reads += 1;
    res.set('cache-control', cacheControl).json({ read: reads });
  });
  app.put('/api/admin/content/{*rest}', (_req, res) => {
    res.json({ saved: true });
  });
  app.post('/api/admin/content/refused', (_req, res) => {
    res.status(400).json({ message: 'refused' });
  });
  const running: RunningServer = await listen(app, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${running.port}`,
    reads: () => reads,
    setCacheControl: (value) => {
      cacheControl = value;
    },
    close: async () => {
      running.server.closeAllConnections();
      await running.stop();
    },
  };
}

let content: FakeContentService;
let gw: TestGateway;
beforeEach(async () => {
  content = await startContentService();
  gw = await startGateway({ upstreamUrls: { content: content.url } });
});
afterEach(async () => {
  await gw.close();
  await content.close();
});

const organizer = tokenFor({ role: 'ORGANIZER' });
const participant = tokenFor({ role: 'PARTICIPANT' });

describe('the shared cache of public reads', () => {
  it('when a public read is repeated while fresh, then the gateway answers it without asking the service', async () => {
    const first = await request(gw.server).get('/api/public/team');
    const second = await request(gw.server).get('/api/public/team');

    expect(first.body).toEqual({ read: 1, url: '/api/public/team' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['etag']).toBe('"read-1"');
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(content.reads()).toBe(1);
  });

  it('when the browser already has the kept version, then the gateway answers 304 without a body', async () => {
    const first = await request(gw.server).get('/api/public/speakers');
    const again = await request(gw.server).get('/api/public/speakers').set('if-none-match', first.headers['etag'] as string);

    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(content.reads()).toBe(1);
  });

  it('when the addresses differ (path or query), then each has its own copy', async () => {
    await request(gw.server).get('/api/public/faqs?page=1');
    const other = await request(gw.server).get('/api/public/faqs?page=2');

    expect(other.body).toEqual({ read: 2, url: '/api/public/faqs?page=2' });
    expect(content.reads()).toBe(2);
  });

  it('when an organizer saves a change through the gateway, then the next public read comes from the service', async () => {
    await request(gw.server).get('/api/public/team');
    const saved = await request(gw.server).put('/api/admin/content/team/1').set('authorization', organizer).send({ name: 'New' });
    const after = await request(gw.server).get('/api/public/team');

    expect(saved.status).toBe(200);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).toEqual({ read: 2, url: '/api/public/team' });
  });

  it('when the service does not allow shared caches to keep an answer, then every read reaches it', async () => {
    content.setCacheControl('public, max-age=0, must-revalidate');
    await request(gw.server).get('/api/public/team');
    const second = await request(gw.server).get('/api/public/team');

    expect(second.headers['x-cache']).toBeUndefined();
    expect(content.reads()).toBe(2);
  });

  it('when the caller is signed in or the route is not public, then nothing is shared between callers', async () => {
    await request(gw.server).get('/api/member/edition').set('authorization', participant);
    await request(gw.server).get('/api/member/edition').set('authorization', participant);
    await request(gw.server).get('/api/public/team').set('authorization', participant);
    const anonymous = await request(gw.server).get('/api/public/team');

    expect(anonymous.headers['x-cache']).toBeUndefined();
    expect(content.reads()).toBe(4);
  });

  it('when a kept answer has outlived the seconds the service allowed (s-maxage), then the next read reaches the service', async () => {
    await request(gw.server).get('/api/public/team');
    // Only the clock moves on; the servers' own timers run as they do.
    const { jest } = import.meta;
    jest.useFakeTimers({ doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      jest.setSystemTime(Date.now() + 4_000);
      expect((await request(gw.server).get('/api/public/team')).headers['x-cache']).toBe('HIT');
      jest.setSystemTime(Date.now() + 2_000);
      const later = await request(gw.server).get('/api/public/team');
      expect(later.body).toEqual({ read: 2, url: '/api/public/team' });
      expect(later.headers['x-cache']).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the same address is asked for under another host name, then the service answers it', async () => {
    await request(gw.server).get('/api/public/team');
    const elsewhere = await request(gw.server).get('/api/public/team').set('host', 'other.mexicotrek.example');

    expect(elsewhere.body).toEqual({ read: 2, url: '/api/public/team' });
  });

  it('when the browser asks for a fresh copy (no-cache), then the read reaches the service', async () => {
    await request(gw.server).get('/api/public/team');
    const reload = await request(gw.server).get('/api/public/team').set('cache-control', 'no-cache');

    expect(reload.body).toEqual({ read: 2, url: '/api/public/team' });
  });
});

/** What differs between two answers by nature: the moment, the request, the connection. */
const PER_ANSWER = new Set(['date', 'age', 'x-request-id', 'connection', 'keep-alive']);
const lasting = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('hits answered before Express runs', () => {
  it('when a hit is answered, then it carries the headers of the answer the service gave through the gateway, plus x-cache', async () => {
    const miss = await request(gw.server).get('/api/public/team');
    const hit = await request(gw.server).get('/api/public/team');
    // A conditional request that does not match goes through Express's freshness check, which answers from the copy too.
    const hitThroughExpress = await request(gw.server).get('/api/public/team').set('if-none-match', '"another-version"');

    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hitThroughExpress.headers['x-cache']).toBe('HIT');
    expect(lasting(hit.headers)).toEqual(lasting(hitThroughExpress.headers));
    expect(lasting(hit.headers)).toEqual({ ...lasting(miss.headers), 'x-cache': 'HIT' });
    expect(hit.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['age']).toMatch(/^\d+$/);
    expect(content.reads()).toBe(1);
  });

  it('when hits are answered, then each has a request id of its own (a well-formed one the client sent is kept)', async () => {
    await request(gw.server).get('/api/public/team');
    const traced = await request(gw.server).get('/api/public/team').set('x-request-id', 'trace-hit.1');
    const made = await request(gw.server).get('/api/public/team').set('x-request-id', 'bad id <script>');

    expect(traced.headers['x-request-id']).toBe('trace-hit.1');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers['x-cache']).toBe('HIT');
    expect(content.reads()).toBe(1);
  });

  it('when a HEAD follows GETs of a kept address, then it is answered from the copy: the same headers, no body', async () => {
    await request(gw.server).get('/api/public/team');
    const hit = await request(gw.server).get('/api/public/team');
    const head = await request(gw.server).head('/api/public/team');

    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(lasting(head.headers)).toEqual(lasting(hit.headers));
    expect(head.text).toBeUndefined();
    expect(content.reads()).toBe(1);
  });

  it('when a signed-in request (token or cookie) asks for a kept address, then the service answers it', async () => {
    await request(gw.server).get('/api/public/team');
    await request(gw.server).get('/api/public/team');
    const withToken = await request(gw.server).get('/api/public/team').set('authorization', participant);
    const withCookie = await request(gw.server).get('/api/public/team').set('cookie', 'session=abc');

    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(withCookie.headers['x-cache']).toBeUndefined();
    expect(content.reads()).toBe(3);
  });

  it('when a write passes through, then the kept answers of that service are not served again', async () => {
    await request(gw.server).get('/api/public/team');
    await request(gw.server).get('/api/public/team');
    await request(gw.server).put('/api/admin/content/team/1').set('authorization', organizer).send({ name: 'New' });
    const after = await request(gw.server).get('/api/public/team');

    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).toEqual({ read: 2, url: '/api/public/team' });
  });

  it('when a hit is answered, then the log has its line (request id, method, address, status) as for any request', async () => {
    const lines: string[] = [];
    const logged = await startGateway({
      upstreamUrls: { content: content.url },
      logger: createLogger('gateway-test', 'info', { write: (line: string) => void lines.push(line) }),
    });
    try {
      await request(logged.server).get('/api/public/faqs');
      const hit = await request(logged.server).get('/api/public/faqs');

      const entries = lines.map((line) => JSON.parse(line) as { req?: { id: string; method: string; url: string }; res?: { statusCode: number }; msg: string });
      expect(entries.filter((entry) => entry.msg === 'request completed')).toHaveLength(2);
      expect(entries.at(-1)).toMatchObject({ req: { id: hit.headers['x-request-id'], method: 'GET', url: '/api/public/faqs' }, res: { statusCode: 200 } });
    } finally {
      await logged.close();
    }
  });
});

describe('with SHARED_CACHE_MAX_BYTES=0', () => {
  it('then every public read reaches the service', async () => {
    const uncached = await startGateway({ upstreamUrls: { content: content.url }, env: { SHARED_CACHE_MAX_BYTES: '0' } });
    try {
      await request(uncached.server).get('/api/public/team');
      const second = await request(uncached.server).get('/api/public/team');

      expect(second.body).toEqual({ read: 2, url: '/api/public/team' });
    } finally {
      await uncached.close();
    }
  });
});
