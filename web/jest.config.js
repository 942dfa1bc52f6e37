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
};
