import { runCommand } from './commands.mjs';
import { step } from './output.mjs';
import { pnpmEnvironment } from './tools.mjs';

/**
 * Lint, look for dead exports and type-check every package before any suite runs: they fail in
 * seconds where a test suite would take minutes, and a type error in a test file would otherwise go
 * unnoticed (swc strips types without checking them). The lint holds the architectural rules
 * (eslint.config.js; README, "Working on one part").
 * @param {string} pnpm
 */
export async function runStaticChecks(pnpm) {
  const env = pnpmEnvironment();
  step('Linting (eslint .)');
  await runCommand(pnpm, ['exec', 'eslint', '.'], { env });
  step('Looking for exports nothing imports (knip, see knip.json)');
  await runCommand(pnpm, ['exec', 'knip', '--no-progress'], { env });
  step('Type-checking every package (tsc --noEmit)');
  await runCommand(pnpm, ['-r', '--workspace-concurrency=2', 'typecheck'], { env });
}
