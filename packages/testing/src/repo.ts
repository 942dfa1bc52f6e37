import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root: the nearest folder above this package holding pnpm-workspace.yaml. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('pnpm-workspace.yaml not found above the testing package');
    dir = parent;
  }
  return dir;
}

/** Where `npm start`/`npm test` install FerretDB; FERRETDB_BIN overrides it. */
export function ferretdbBinary(): string {
  return process.env.FERRETDB_BIN ?? join(repoRoot(), '.local', 'tools', 'bin', 'ferretdb');
}
