import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appSources, importedCoreStylesheets, namedValueImports, neededCoreStylesheets, reachableSources, webSrcDir } from './mantine-stylesheets.mjs';

/**
 * @param {string} module the stylesheets' module, under web/src
 * @param {string[]} sources what it is for
 */
async function assertImportsWhatSourcesNeed(module, sources) {
  const needed = await neededCoreStylesheets(sources);
  const imported = await importedCoreStylesheets(join(webSrcDir, module));
  const missing = needed.filter((name) => !imported.includes(name));
  const unused = imported.filter((name) => !needed.includes(name));
  assert.deepEqual(missing, [], `web/src/${module} lacks the styles of ${missing.join(', ')}: a component renders unstyled`);
  assert.deepEqual(unused, [], `web/src/${module} imports the styles of ${unused.join(', ')}, which none of its components uses`);
  assert.deepEqual(imported, needed, `web/src/${module} should import them in the order of Mantine's whole stylesheet`);
}

test("the app's Mantine stylesheets are those its components need, in Mantine's order", async () => {
  await assertImportsWhatSourcesNeed('app/mantine-stylesheets.ts', await appSources());
});

test("the landing page's Mantine stylesheets are those of what its entry reaches, lazily loaded parts included", async () => {
  const sources = await reachableSources(join(webSrcDir, 'landing.tsx'));
  assert.ok(sources.some((file) => file.endsWith('app/AppOverlays.tsx')), 'the toasts, loaded on demand, are reached');
  assert.ok(!sources.some((file) => file.endsWith('pages/ApplyPage.tsx')), 'the wizard is not');
  await assertImportsWhatSourcesNeed('landing/mantine-stylesheets.ts', sources);
});

test('a component brings the styles of the components it is built on, and those of the packages built on core count too', async () => {
  const srcDir = await mkdtemp(join(tmpdir(), 'trek-mantine-'));
  try {
    await writeFile(join(srcDir, 'Form.tsx'), "import { Select, type SelectProps } from '@mantine/core';\nimport { Notifications } from '@mantine/notifications';\n");
    await writeFile(join(srcDir, 'Form.test.tsx'), "import { Slider } from '@mantine/core';\n");
    const needed = await neededCoreStylesheets(await appSources(srcDir));
    for (const name of ['baseline', 'default-css-variables', 'global', 'Input', 'Combobox', 'Popover', 'Notification']) assert.ok(needed.includes(name), `${name} should be needed`);
    assert.ok(!needed.includes('Slider'), 'a component only a test imports is not needed');
    assert.ok(needed.indexOf('Input') < needed.indexOf('Combobox'), 'a component built on Input comes after it');
  } finally {
    await rm(srcDir, { recursive: true, force: true });
  }
});

test('only value imports count, under their exported name', () => {
  const source = "import {\n  Button,\n  type ButtonProps,\n  Text as Copy,\n} from '@mantine/core';\nimport type { MantineTheme } from '@mantine/core';";
  assert.deepEqual(namedValueImports(source, '@mantine/core'), ['Button', 'Text']);
});
