import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { eventually, testInfrastructure } from '@trek/testing';
import { createLogger, startRepeatingJob } from '../src/index.js';

const { redisUrl } = testInfrastructure();

let redis: Redis;

beforeEach(async () => {
  redis = new Redis(redisUrl);
  if (redis.status !== 'ready') await once(redis, 'ready');
});

afterEach(() => {
  redis.disconnect();
});

/** A logger whose lines the test reads back, at debug so the quiet ones are there too. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  return { logger: createLogger('repeating-job-test', 'debug', destination), lines };
}

/** An hourly job on a fresh key prefix that counts its runs (a run fails while `fails` says so). */
async function countingJob(queueName: string, { fails = () => false, needs }: { fails?: (run: number) => boolean; needs?: string[] } = {}) {
  const { logger, lines } = capturedLogger();
  const runs = { count: 0 };
  const job = await startRepeatingJob({
    queueName,
    redis,
    prefix: `kit-${randomUUID()}`,
    everyMs: 3_600_000,
    logger,
    ...(needs ? { needs } : {}),
    run: async () => {
      runs.count += 1;
      if (fails(runs.count)) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    },
  });
  return { job, runs, lines };
}

describe('a repeating job', () => {
  it('when its first run fails because what it reads is not up yet, then it is tried again shortly and nothing is logged as an error', async () => {
    const { job, runs, lines } = await countingJob('kit-repeating-job', { fails: (run) => run < 3 });
    try {
      await eventually(async () => runs.count, (count) => count >= 3, { timeoutMs: 25_000, what: 'a third try' });
      expect(lines.filter((line) => line.msg.startsWith('a scheduled job failed'))).toHaveLength(2);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await job.close();
    }
  });

  it('when it needs a service that is not ready yet, then it runs only once that service answers ready, and nothing is logged as an error', async () => {
    const needed = { ready: false, asked: 0 };
    const server: Server = createServer((request, response) => {
      if (request.url === '/readyz') needed.asked += 1;
      response.writeHead(request.url === '/readyz' && needed.ready ? 200 : 503).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const { job, runs, lines } = await countingJob('kit-repeating-job-needs', { needs: [`http://127.0.0.1:${port}`] });
    try {
      await eventually(async () => needed.asked, (asked) => asked >= 3, { timeoutMs: 25_000, what: 'the needed service asked three times' });
      expect(runs.count).toBe(0);
      needed.ready = true;
      await eventually(async () => runs.count, (count) => count >= 1, { timeoutMs: 25_000, what: 'a run once the service is ready' });
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await job.close();
      server.close();
    }
  });

  it('when it is closed while still waiting for a service it needs, then it closes without running or logging an error', async () => {
    // Nothing listens on port 1: the service never answers.
    const { job, runs, lines } = await countingJob('kit-repeating-job-never-ready', { needs: ['http://127.0.0.1:1'] });
    await job.close();
    expect(runs.count).toBe(0);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
