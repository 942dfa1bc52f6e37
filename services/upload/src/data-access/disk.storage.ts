import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { MediaStorage } from './media.storage.js';

/** Files under one folder; the key is the relative path. */
export class DiskStorage implements MediaStorage {
  private readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  get description() {
    return `disk ${this.root}`;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, body);
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  close(): void {
    // Nothing held open between calls.
  }

  /** Keys are validated before they get here; this refuses anything outside the folder all the same. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the storage folder: ${key}`);
    return path;
  }
}
