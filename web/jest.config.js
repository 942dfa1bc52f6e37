import { availableParallelism } from 'node:os';
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

export default {
  ...preset,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.js',
  transform: keepImportAttributes(preset.transform),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Component tests check behaviour, not styles: CSS modules become their class names.
    '\\.module\\.css$': 'identity-obj-proxy',
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
