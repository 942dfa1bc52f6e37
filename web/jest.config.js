import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** The aria-query that `@testing-library/dom` depends on. */
function ariaQueryOfTestingLibrary() {
  const require = createRequire(import.meta.url);
  return createRequire(require.resolve('@testing-library/dom')).resolve('aria-query');
}

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
 * Mantine's packages as one ES module each. Jest's ESM loader resolves, links and evaluates every
 * module afresh for each test file, and `@mantine/core` is ~700 modules: 0.5 s of CPU a file, 0.15 s
 * as one bundle of the same code. Each bundle keeps React, dayjs and the other Mantine packages
 * outside (mapped to their own bundles), so every file has one copy of each, as the app has.
 * Written once per installed version (of the package and of rolldown).
 */
async function mantineBundlesForTests() {
  const shared = /^(react|react-dom|dayjs|@mantine\/[a-z]+)(\/|$)/;
  const require = createRequire(import.meta.url);
  const cacheDir = join(webDir, 'node_modules', '.cache', 'trek-jest');
  mkdirSync(cacheDir, { recursive: true });
  const bundles = await Promise.all(
    ['core', 'hooks', 'dates'].map(async (name) => {
      // The package exports no package.json; its CommonJS entry is cjs/index.cjs.
      const packageDir = dirname(dirname(require.resolve(`@mantine/${name}`)));
      const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
      const file = join(cacheDir, `mantine-${name}-${version}-rolldown-${rolldownVersion}.mjs`);
      if (!existsSync(file)) {
        const bundle = await rolldown({
          input: join(packageDir, 'esm', 'index.mjs'),
          external: (id) => shared.test(id),
          platform: 'browser',
          resolve: { conditionNames: ['import', 'browser', 'default'] },
          // Mantine marks its modules 'use client', which a bundle cannot keep; nothing here needs it.
          logLevel: 'silent',
        });
        // Written aside and renamed: another jest run may read the file meanwhile.
        const partial = `${file}.${process.pid}.tmp`;
        await bundle.write({ file: partial, format: 'esm' });
        await bundle.close();
        renameSync(partial, file);
      }
      return [`^@mantine/${name}$`, file];
    }),
  );
  return Object.fromEntries(bundles);
}

export default {
  ...preset,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.js',
  transform: keepImportAttributes(preset.transform),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Component tests check behaviour, not styles: CSS modules become their class names.
    '\\.module\\.css$': 'identity-obj-proxy',
    '^@tabler/icons-react$': iconsModuleForTests(),
    ...(await mantineBundlesForTests()),
    // jest-dom asks for any aria-query 5 and gets its own copy beside Testing Library's pinned one;
    // both build their role tables in every test file. One copy saves ~0.07 s of CPU a file.
    '^aria-query$': ariaQueryOfTestingLibrary(),
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
