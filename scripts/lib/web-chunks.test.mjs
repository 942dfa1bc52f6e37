import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGES_KEPT_OFF_THE_LANDING, firstLoadChunks, readManifest } from './web-chunks.mjs';

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

test('the first load is the entry chunk and its static imports, never a dynamically imported chunk', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/pages/AdminDashboardPage.tsx'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/pages/AdminDashboardPage.tsx': { file: 'assets/admin.js', isDynamicEntry: true, imports: ['_shared.js', '_admin-only.js'] },
    '_admin-only.js': { file: 'assets/admin-only.js' },
  };
  assert.deepEqual([...firstLoadChunks(manifest)].sort(), ['_shared.js', 'index.html']);
});
