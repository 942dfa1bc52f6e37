/* global fetch */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { startDrillStack } from './load.mjs';
import { createPortAllocator } from '../lib/ports.mjs';
import { SERVICES } from '../lib/services.mjs';

/**
 * A stack's ports are found free, then listened on by processes seconds later; a stack started
 * beside (the journeys' beside the drills') can take one meanwhile. Here a port is taken before
 * its process starts: the start must not fail for it.
 */
test('when a port handed to a process is taken before it listens, the stack starts again on other ports and comes up', { timeout: 3 * 60_000 }, async () => {
  const squatter = createServer();
  const takenPort = await new Promise((resolve) => squatter.listen(0, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (squatter.address()).port)));
  let starts = 0;
  // The first start's fourth port: the gateway's, FerretDB's and redis-server's come first, then the services'.
  const allocatorHandingOutATakenPort = () => {
    const free = createPortAllocator();
    starts += 1;
    let handedOut = 0;
    return { next: async () => (starts === 1 && ++handedOut === 4 ? takenPort : free.next()) };
  };
  const drill = await startDrillStack({ name: 'port-taken', portAllocator: allocatorHandingOutATakenPort }).finally(() => squatter.close());
  try {
    assert.equal(starts, 2, 'the stack started again after the first start failed');
    const log = await readFile(join(drill.dataDir, 'stack.log'), 'utf8');
    assert.match(log, /found its port taken by something started meanwhile; starting the stack again on other ports/);
    const listening = ['gateway', ...SERVICES.map((service) => service.name)].map((name) => drill.stack.portOf(name));
    assert.ok(!listening.includes(takenPort), 'no process of the running stack was given the taken port');
    const ready = await fetch(new URL('/readyz', drill.stack.url));
    assert.equal(ready.status, 200, 'the gateway answers ready');
  } finally {
    await drill.stop();
  }
});
