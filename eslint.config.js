import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Architectural boundaries (README, "Working on one part"); scripts/lib/architecture-lint.test.mjs
// shows each one catching a violation.
const SERVICE_SOURCES = ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'];
const DOMAIN_SOURCES = ['services/*/src/domain/**/*.ts', 'gateway/src/domain/**/*.ts'];
const DATABASE_ONLY_IN_DATA_ACCESS = {
  group: ['mongoose', 'mongoose/**', 'mongodb', 'mongodb/**'],
  message: "The database driver belongs in the service's data-access/ folder: the rest works with repositories and their record types.",
};
const NO_HTTP_FRAMEWORK_IN_DOMAIN = {
  group: ['express', 'express/**', 'express-*'],
  message: 'Domain code knows nothing of HTTP: routes/ turn requests into use-case calls and results or AppErrors into responses.',
};
const FETCH_MESSAGE = "The web talks to servers only through an api/ module or src/lib/ (the api client): components and hooks call those.";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.local/**', 'e2e/artifacts/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Scripts mongosh runs (deploy/mongo): CommonJS, with mongosh's own globals.
    files: ['deploy/mongo/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', Mongo: 'readonly', sleep: 'readonly', print: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    // The recommended rules built on the React Compiler (refs, purity, immutability, state set in
    // render, components made in render) are about 17 s of the lint's CPU, two thirds of web/src's;
    // kept: they catch render bugs no test looks for, in an app the compiler does not build.
    // A missing dependency is a stale-closure bug, not a matter of style: it fails the lint like the rest.
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: [...SERVICE_SOURCES, 'packages/contracts/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/data-access/**', ...DOMAIN_SOURCES],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATABASE_ONLY_IN_DATA_ACCESS] }] },
  },
  {
    files: DOMAIN_SOURCES,
    rules: { 'no-restricted-imports': ['error', { patterns: [DATABASE_ONLY_IN_DATA_ACCESS, NO_HTTP_FRAMEWORK_IN_DOMAIN] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // Tests stub the network; they may touch fetch.
    ignores: ['web/src/**/api/**', 'web/src/lib/**', 'web/src/test/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: FETCH_MESSAGE },
        { object: 'globalThis', property: 'fetch', message: FETCH_MESSAGE },
        { object: 'self', property: 'fetch', message: FETCH_MESSAGE },
      ],
    },
  },
);
