import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Shared jest settings: TypeScript ESM through swc, workspace packages read from their sources
 * (the `@trek/source` export condition) so tests never depend on a stale build.
 * `s3`: the suite stores files in S3; with a Docker engine the harness runs MinIO for it.
 * @param {{ infrastructure?: boolean, s3?: boolean, environment?: 'node' | 'jsdom' }} options
 */
export function jestConfig({ infrastructure = true, s3 = false, environment = 'node', ...overrides } = {}) {
  return {
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-environment-jsdom') : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testEnvironmentOptions: {
      customExportConditions: environment === 'jsdom' ? ['@trek/source', 'browser'] : ['@trek/source', 'node', 'node-addons'],
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    ...(infrastructure
      ? {
          globalSetup: `${here}jest-global-setup.mjs`,
          globalTeardown: `${here}jest-global-teardown.mjs`,
          globals: { trekInfrastructure: { s3 } },
        }
      : {}),
    testTimeout: 30_000,
    ...overrides,
  };
}
