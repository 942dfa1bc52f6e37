import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestConfig } from '@trek/testing/jest-preset';

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

export default {
  ...preset,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.js',
  transform: keepImportAttributes(preset.transform),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Component tests check behaviour, not styles: CSS modules become their class names.
    '\\.module\\.css$': 'identity-obj-proxy',
    '^@tabler/icons-react$': iconsModuleForTests(),
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
