// `npm run build`: installs pnpm and the dependencies when missing, then builds every package and the web app.
import { reportFailure, step } from './lib/output.mjs';
import { ensurePnpm, installDependencies } from './lib/tools.mjs';
import { buildWorkspace } from './lib/workspace-build.mjs';
import { CommandError } from './lib/commands.mjs';

try {
  const pnpm = await ensurePnpm();
  await installDependencies(pnpm, { ci: process.env.CI === 'true' });
  await buildWorkspace(pnpm);
  step('Build finished');
} catch (error) {
  reportFailure(error, error instanceof CommandError ? error.exitCode : 1);
}
