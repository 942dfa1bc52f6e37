import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { webBuildNeeded } from './workspace-build.mjs';

/** @type {string} */
let root;
/** @type {import('./workspace-build.mjs').WebBuildLayout} */
let layout;

/** A web app's sources and a finished build stamped with their digest. */
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'trek-web-build-'));
  const web = join(root, 'web');
  await mkdir(join(web, 'src'), { recursive: true });
  await mkdir(join(web, 'dist'), { recursive: true });
  await mkdir(join(web, 'dist-server'), { recursive: true });
  await mkdir(join(web, 'node_modules'), { recursive: true });
  await writeFile(join(web, 'src', 'main.tsx'), 'export const main = 1;\n');
  await writeFile(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
  await writeFile(join(web, 'dist', 'index.html'), '<html></html>');
  await writeFile(join(web, 'dist-server', 'entry-server.js'), 'export {};');
  layout = {
    root,
    inputs: [web, join(root, 'pnpm-lock.yaml')],
    skipped: new Set([join(web, 'node_modules'), join(web, 'dist'), join(web, 'dist-server')]),
    outputs: [join(web, 'dist', 'index.html'), join(web, 'dist-server', 'entry-server.js')],
    stampFile: join(web, 'dist-server', '.inputs-digest'),
  };
  const digest = await webBuildNeeded(layout);
  assert.ok(digest);
  await writeFile(layout.stampFile, `${digest}\n`);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

test('when nothing the web app is built from changed, then no build is needed, however the files were touched', async () => {
  const later = new Date(Date.now() + 60_000);
  await utimes(join(root, 'web', 'src', 'main.tsx'), later, later);
  await utimes(join(root, 'pnpm-lock.yaml'), later, later);
  // A build writes and deletes files beside its sources, which changes the folder itself.
  await writeFile(join(root, 'web', 'vite.config.ts.timestamp-1.mjs'), '');
  await rm(join(root, 'web', 'vite.config.ts.timestamp-1.mjs'));
  await writeFile(join(root, 'web', 'node_modules', '.modules.yaml'), 'changed');
  assert.equal(await webBuildNeeded(layout), null);
});

test('when a source, a new file or the lockfile changes, then the web app is built again', async () => {
  await writeFile(join(root, 'web', 'src', 'main.tsx'), 'export const main = 2;\n');
  assert.ok(await webBuildNeeded(layout));
  await writeFile(join(root, 'web', 'src', 'main.tsx'), 'export const main = 1;\n');
  assert.equal(await webBuildNeeded(layout), null);
  await writeFile(join(root, 'web', 'src', 'extra.ts'), '');
  assert.ok(await webBuildNeeded(layout));
  await rm(join(root, 'web', 'src', 'extra.ts'));
  await writeFile(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.1\n');
  assert.ok(await webBuildNeeded(layout));
});

test('when the build was cut short (no stamp, or an output missing), then the web app is built again', async () => {
  await rm(join(root, 'web', 'dist-server', 'entry-server.js'));
  assert.ok(await webBuildNeeded(layout));
  await writeFile(join(root, 'web', 'dist-server', 'entry-server.js'), 'export {};');
  await rm(layout.stampFile);
  assert.ok(await webBuildNeeded(layout));
});
