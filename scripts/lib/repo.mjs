import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file lives in scripts/lib/. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Git-ignored folder for everything the scripts install or keep between runs. */
export const localDir = join(repoRoot, '.local');
export const toolsDir = join(localDir, 'tools');
export const toolsBinDir = join(toolsDir, 'bin');

/**
 * The data folder of a local stack: TREK_DATA_DIR when set, otherwise .local/data.
 * @param {NodeJS.ProcessEnv} env
 */
export function dataDirFrom(env) {
  return env.TREK_DATA_DIR ? resolve(env.TREK_DATA_DIR) : join(localDir, 'data');
}
