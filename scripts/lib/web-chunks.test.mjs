import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BOOT_SCRIPT, LANDING_ENTRY, PAGES_KEPT_OFF_THE_LANDING, chunksReached, firstLoadChunks, firstLoadScriptBytes, readManifest, webDistDir } from './web-chunks.mjs';

// Reads the built chunk graph (npm test builds the web app before the suites run).
test("the landing page's first load carries no dashboard, wizard or confirmation page code", async () => {
  const manifest = await readManifest();
  const firstLoad = firstLoadChunks(manifest);
  for (const page of PAGES_KEPT_OFF_THE_LANDING) {
    const chunk = manifest[page];
    assert.ok(chunk?.isDynamicEntry, `${page} should be a chunk of its own, loaded on demand; something imports it directly`);
    assert.ok(!firstLoad.has(page), `${page} is in the landing page's first load`);
  }
});

test("no part the landing page loads later, as the visitor scrolls or signs in, fetches the app's chunk (its router, its stylesheet)", async () => {
  const manifest = await readManifest();
  const appChunk = Object.keys(manifest).find((key) => manifest[key]?.name === 'app' && key.endsWith('.js'));
  assert.ok(appChunk, 'the build should have a chunk named app');
  const reached = chunksReached(manifest, [LANDING_ENTRY], { dynamic: true });
  assert.ok(!reached.has(appChunk), `a chunk the landing loads imports ${manifest[appChunk]?.file}: ${[...reached].filter((key) => manifest[key]?.imports?.includes(appChunk)).join(', ')}`);
});

test("the boot script a server-rendered page loads before its first paint carries none of the app's code", async () => {
  const manifest = await readManifest();
  assert.ok(manifest[BOOT_SCRIPT]?.isEntry, `${BOOT_SCRIPT} should be an entry of the build`);
  const files = [...firstLoadChunks(manifest, [BOOT_SCRIPT])].map((key) => manifest[key]?.file ?? key);
  const sizes = await Promise.all(files.map(async (file) => (await stat(join(webDistDir, file))).size));
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  // About 4.3 KB: the boot script, the first-paint wait, the early reads, the links in slices, the
  // chunks imported in turn, the locale data's worker start and the first-input listener it shares
  // with the app. A chunk of the app is tens of KB.
  assert.ok(bytes <= 5120, `the boot script and its imports are ${bytes} bytes (${files.join(', ')}); a chunk of the app joined them`);
});

test("the landing page's first load stays within the scripts a phone downloads until / is idle", async () => {
  const { files, brotliBytes } = await firstLoadScriptBytes();
  const kilobytes = brotliBytes / 1024;
  // The budget of `/` is 120 KB until idle (docs/performance.md); the first screen's sections and
  // the response headers take about 10 KB of it. A component imported for its theme defaults, say,
  // brings its whole code here.
  assert.ok(kilobytes <= 110, `the landing's first-load scripts are ${kilobytes.toFixed(1)} KB brotli (${files.join(', ')}); something joined the landing's chunk`);
});

test('the first load is the entry chunk and its static imports, never a dynamically imported chunk', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/pages/AdminDashboardPage.tsx'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/pages/AdminDashboardPage.tsx': { file: 'assets/admin.js', isDynamicEntry: true, imports: ['_shared.js', '_admin-only.js'] },
    '_admin-only.js': { file: 'assets/admin-only.js' },
  };
  assert.deepEqual([...firstLoadChunks(manifest)].sort(), ['_shared.js', 'index.html']);
});
