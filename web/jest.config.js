import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestConfig } from '@trek/testing/jest-preset';
import { rolldown, VERSION as rolldownVersion } from 'rolldown';

const preset = jestConfig({ infrastructure: false, environment: 'jsdom' });

/** The preset's swc transform, told to keep `with { type: 'json' }` so translations import as JSON modules. */
function keepImportAttributes(transform) {
  return Object.fromEntries(
    Object.entries(transform).map(([pattern, [transformer, options]]) => [
      pattern,
      [transformer, { ...options, jsc: { ...options.jsc, experimental: { ...options.jsc?.experimental, keepImportAttributes: true } } }],
    ]),
  );
}

const webDir = dirname(fileURLToPath(import.meta.url));

/**
 * `@tabler/icons-react` has no exports map, so jest loads its CommonJS bundle: all ~6,000 icons
 * (3.6 MB) compiled and created again for every test file, ~0.2 s of CPU each. Tests get a module
 * that re-exports only the icons `src/` imports, each from the package's own ES module file (the
 * same component the bundle creates). Written at each run, so a newly used icon is in it.
 */
function iconsModuleForTests() {
  const iconsDir = join(dirname(createRequire(import.meta.url).resolve('@tabler/icons-react')), '..', 'esm', 'icons');
  const sources = readdirSync(join(webDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
  const names = new Set(
    sources.flatMap((source) =>
      [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g)].flatMap(([, list]) =>
        list.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter((name) => existsSync(join(iconsDir, `${name}.mjs`))),
      ),
    ),
  );
  const file = join(webDir, 'node_modules', '.cache', 'trek-jest', 'tabler-icons.mjs');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, [...names].sort().map((name) => `export { default as ${name} } from ${JSON.stringify(join(iconsDir, `${name}.mjs`))};\n`).join(''));
  return file;
}

/**
 * Packages of many ES modules as one module each. Jest's ESM loader resolves, links and evaluates
 * every module afresh for each test file: `@mantine/core` is ~700 modules, 0.5 s of CPU a file
 * against 0.15 s as one bundle of the same code; msw (with graphql and its interceptors) took
 * 0.2–0.6 s a file and zod 0.1–0.2 s. Each bundle keeps the packages that tests or other bundles
 * also import outside (mapped to their own bundles), so every file has one copy of each, as the app
 * has. `msw` and `msw/node` share their core: one build, two entries. Written once per installed
 * version (of the package and of rolldown).
 */
async function bundlesForTests() {
  const shared = /^(react|react-dom|dayjs|zod|msw|@mantine\/[a-z]+)(\/|$)/;
  const require = createRequire(import.meta.url);
  const cacheDir = join(webDir, 'node_modules', '.cache', 'trek-jest');
  mkdirSync(cacheDir, { recursive: true });
  const fileNameOf = (specifier) => specifier.replace(/^@/, '').replaceAll('/', '-');
  /** The directory of an installed package whose exports map hides its package.json, from an entry file `depth` folders down. */
  const packageDirOf = (name, depth) => [...Array(depth)].reduce((dir) => dirname(dir), require.resolve(name));
  const packages = [
    ...['core', 'hooks', 'dates'].map((name) => ({
      // Their CommonJS entry is cjs/index.cjs.
      dir: packageDirOf(`@mantine/${name}`, 2),
      entries: { [`@mantine/${name}`]: 'esm/index.mjs' },
      platform: 'browser',
    })),
    // The ES build the tests resolve (the `import` condition), with Node's built-in modules outside.
    { dir: packageDirOf('msw', 3), entries: { msw: 'lib/core/index.mjs', 'msw/node': 'lib/node/index.mjs' }, platform: 'node' },
    { dir: packageDirOf('zod', 1), entries: { zod: 'index.js' }, platform: 'neutral' },
    // jest-dom asks for any aria-query 5 and would get its own copy beside Testing Library's pinned
    // one, both building their role tables in every file: both get Testing Library's, whose ~150
    // CommonJS modules become one.
    {
      dir: dirname(dirname(createRequire(require.resolve('@testing-library/dom')).resolve('aria-query'))),
      entries: { 'aria-query': 'lib/index.js' },
      platform: 'neutral',
      format: 'cjs',
    },
  ];
  const mapped = await Promise.all(
    packages.map(async ({ dir, entries, platform, format = 'esm' }) => {
      const extension = format === 'esm' ? 'mjs' : 'cjs';
      const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const outDir = join(cacheDir, `${fileNameOf(name)}-${version}-rolldown-${rolldownVersion}`);
      if (!existsSync(outDir)) {
        const bundle = await rolldown({
          input: Object.fromEntries(Object.entries(entries).map(([specifier, file]) => [fileNameOf(specifier), join(dir, file)])),
          external: (id) => shared.test(id) && !Object.hasOwn(entries, id),
          platform,
          resolve: { conditionNames: ['import', 'browser', 'default'] },
          // Mantine marks its modules 'use client', which a bundle cannot keep; nothing here needs it.
          logLevel: 'silent',
        });
        // Written aside and renamed: another jest run may read the folder meanwhile.
        const partial = `${outDir}.${process.pid}.tmp`;
        await bundle.write({ dir: partial, format, entryFileNames: `[name].${extension}`, chunkFileNames: `[name]-[hash].${extension}` });
        await bundle.close();
        try {
          renameSync(partial, outDir);
        } catch (error) {
          // The other run wrote the same bundles first.
          if (!existsSync(outDir)) throw error;
          rmSync(partial, { recursive: true });
        }
      }
      return Object.keys(entries).map((specifier) => [`^${specifier}$`, join(outDir, `${fileNameOf(specifier)}.${extension}`)]);
    }),
  );
  return Object.fromEntries(mapped.flat());
}

export default {
  ...preset,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.js',
  transform: keepImportAttributes(preset.transform),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Component tests check behaviour, not styles: CSS modules become their class names, and a
    // stylesheet a component imports for its styles alone (Mantine's dates) is nothing.
    '\\.css$': 'identity-obj-proxy',
    '^@tabler/icons-react$': iconsModuleForTests(),
    ...(await bundlesForTests()),
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // Jest's default, one worker fewer than the cores, is a single worker on our 2-core machines:
  // the ~65 files (each loading React, Mantine and jsdom afresh, then rendering) ran one after
  // another. Two workers use both cores.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A ceiling, not a delay: a screen test renders in React's development build, seconds of CPU;
  // on a busy machine that takes longer than the preset's 30 s.
  testTimeout: 120_000,
};
