import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { createPortAllocator, isPortFree } from './ports.mjs';

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
