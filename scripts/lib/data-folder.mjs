import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a local stack keeps its state inside its data folder.
 * @param {string} dataDir
 */
export function dataFolderLayout(dataDir) {
  return {
    root: dataDir,
    ferretdb: join(dataDir, 'ferretdb'),
    redis: join(dataDir, 'redis'),
    uploads: join(dataDir, 'uploads'),
    mail: join(dataDir, 'mail'),
    lockFile: join(dataDir, 'stack.pid'),
  };
}

/**
 * @param {number} pid
 */
function isRunning(pid) {
  try {
    // Signal 0 only asks whether the process exists; nothing is sent to it.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Creates the data folder and claims it for this process: two stacks on one folder would run two
 * FerretDB servers on the same SQLite files. A lock left by a process that no longer runs is taken over.
 * @param {string} dataDir
 * @returns {Promise<() => Promise<void>>} releases the claim
 */
export async function claimDataFolder(dataDir) {
  const layout = dataFolderLayout(dataDir);
  await Promise.all([layout.ferretdb, layout.redis, layout.uploads, layout.mail].map((dir) => mkdir(dir, { recursive: true })));
  const holder = Number.parseInt(await readFile(layout.lockFile, 'utf8').catch(() => ''), 10);
  // Our own claim (npm start claims before building, the stack again when it starts) is no conflict.
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `Another stack (process ${holder}) is using the data folder ${dataDir}. Stop it first, or use another folder with TREK_DATA_DIR.`,
    );
  }
  await writeFile(layout.lockFile, `${process.pid}\n`);
  return async () => {
    const current = Number.parseInt(await readFile(layout.lockFile, 'utf8').catch(() => ''), 10);
    if (current === process.pid) await rm(layout.lockFile, { force: true });
  };
}
