import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { claimDataFolder, dataFolderLayout } from './data-folder.mjs';
import { repoRoot } from './repo.mjs';

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

test('a folder in use by another running stack cannot be claimed; the claim of this process can be renewed', async () => {
  // The process that runs this test file is alive and is not this one.
  await writeFile(dataFolderLayout(dataDir).lockFile, `${process.ppid}\n`);
  await assert.rejects(claimDataFolder(dataDir), new RegExp(`Another stack \\(process ${process.ppid}\\) is using the data folder`));
  await rm(dataFolderLayout(dataDir).lockFile);
  const release = await claimDataFolder(dataDir);
  await (await claimDataFolder(dataDir))();
  await release();
});

test('when a stack runs on a data folder, then a second npm start on it says so and stops before installing or building anything', async () => {
  await writeFile(dataFolderLayout(dataDir).lockFile, `${process.ppid}\n`);
  const second = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    env: { ...process.env, TREK_DATA_DIR: dataDir, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${second.stdout}${second.stderr}`;
  assert.notEqual(second.status, 0, output);
  assert.match(output, new RegExp(`Another stack \\(process ${process.ppid}\\) is using the data folder`));
  assert.doesNotMatch(output, /Installing dependencies|Compiling/);
});

test('the lock of a stack that no longer runs is taken over', async () => {
  const finished = spawnSync(process.execPath, ['-e', '']).pid;
  await writeFile(dataFolderLayout(dataDir).lockFile, `${finished}\n`);
  const release = await claimDataFolder(dataDir);
  await release();
});
