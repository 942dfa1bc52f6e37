import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { claimDataFolder, dataFolderLayout } from './data-folder.mjs';

/** @type {string} */
let dataDir;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'trek-data-test-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('claiming creates the folders a stack keeps its data in', async () => {
  const release = await claimDataFolder(dataDir);
  const layout = dataFolderLayout(dataDir);
  for (const dir of [layout.ferretdb, layout.redis, layout.uploads, layout.mail]) assert.ok(existsSync(dir), dir);
  await release();
  assert.equal(existsSync(layout.lockFile), false);
});

test('a folder in use by a running stack cannot be claimed twice', async () => {
  const release = await claimDataFolder(dataDir);
  await assert.rejects(claimDataFolder(dataDir), /Another stack \(process \d+\) is using the data folder/);
  await release();
  await (await claimDataFolder(dataDir))();
});

test('the lock of a stack that no longer runs is taken over', async () => {
  const finished = spawnSync(process.execPath, ['-e', '']).pid;
  await writeFile(dataFolderLayout(dataDir).lockFile, `${finished}\n`);
  const release = await claimDataFolder(dataDir);
  await release();
});
