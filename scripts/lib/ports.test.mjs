import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { createPortAllocator, ephemeralRangeStart, freePort, isPortFree } from './ports.mjs';

test('the allocator never hands out the same port twice', async () => {
  const ports = createPortAllocator();
  const picked = await Promise.all(Array.from({ length: 20 }, () => ports.next()));
  assert.equal(new Set(picked).size, picked.length);
  for (const port of picked) assert.ok(port > 0 && port < 65_536);
});

test('a port something listens on is not free; once closed it is', async () => {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  assert.equal(await isPortFree(address.port), false);
  await new Promise((resolve) => server.close(resolve));
  assert.equal(await isPortFree(address.port), true);
});

test('a free port lies below the range the kernel hands out itself, so no server asking for any port and no outgoing connection takes it', async () => {
  const start = ephemeralRangeStart();
  const picked = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of picked) assert.ok(port >= 20_000 && port < start, `${port} lies in 20000–${start - 1}`);
});

test('a port something listens on only on loopback is not free', async () => {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  try {
    assert.equal(await isPortFree(address.port), false);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
