// `npm run bench:sign-in`: how long a sign-in takes through the gateway. Builds if needed, starts a
// stack of its own on a temporary data folder, registers an organizer and signs in one request at
// a time (`--count=N`, BENCH_COUNT, default 30), printing p50/p95/max. Loopback only. Not part of
// npm test: it measures, it asserts nothing.
/* global fetch */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { formatMs, percentile, prepareStack, startDrillStack } from './drills/load.mjs';

const PASSWORD = 'organizer pass 2026';

async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', default: process.env.BENCH_COUNT ?? '30' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 500) throw new Error(`--count (BENCH_COUNT) must be a whole number from 1 to 500, not ${JSON.stringify(values.count)}`);

  await prepareStack();
  step(`Sign-in: ${count} sign-ins through the gateway, one at a time`);
  const drill = await startDrillStack({ name: 'sign-in-bench' });
  try {
    const email = `bench.${Date.now()}@example.edu`;
    const registered = await fetch(new URL('/api/auth/register', drill.stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Bench Organizer', email, password: PASSWORD, role: 'ORGANIZER', agreedToTerms: true, organizerLoginKey: drill.stack.setupKey }),
    });
    if (!registered.ok) throw new Error(`registering the organizer failed: HTTP ${registered.status}`);

    /** @type {number[]} */
    const timings = [];
    for (let i = 0; i < count; i++) {
      const startedAt = performance.now();
      const res = await fetch(new URL('/api/auth/login', drill.stack.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in ${i + 1} answered HTTP ${res.status}`);
      timings.push(performance.now() - startedAt);
    }
    console.log('');
    console.log(bold(`Sign-in through the gateway (${count} in a row)`));
    console.log(`  p50 ${formatMs(percentile(timings, 0.5))}, p95 ${formatMs(percentile(timings, 0.95))}, max ${formatMs(Math.max(...timings))}`);
  } finally {
    await drill.stop();
  }
}

await runScriptOnSupportedNode(main);
