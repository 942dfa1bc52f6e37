// What a first visit to the landing page loads, read from the web build's chunk graph
// (web/dist/.vite/manifest.json): the landing page's own entry, the boot script a server-rendered
// page loads first, and every chunk they import statically. Chunks loaded by dynamic import (the
// dashboards, the wizard) are not part of it.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './repo.mjs';

export const webDistDir = join(repoRoot, 'web', 'dist');

/** The pages that must stay out of the landing page's first load: each its own lazily loaded chunk. */
export const PAGES_KEPT_OFF_THE_LANDING = [
  'src/pages/AdminDashboardPage.tsx',
  'src/pages/ParticipantDashboardPage.tsx',
  'src/pages/ApplyPage.tsx',
  'src/pages/ApplicationConfirmationPage.tsx',
];

/**
 * @typedef {{ file: string, name?: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 */

/** @param {string} [distDir] @returns {Promise<Record<string, ManifestChunk>>} */
export async function readManifest(distDir = webDistDir) {
  const path = join(distDir, '.vite', 'manifest.json');
  const text = await readFile(path, 'utf8').catch(() => {
    throw new Error(`${path} is missing: build the web app first (node scripts/build.mjs)`);
  });
  return JSON.parse(text);
}

/** The boot script's chunk: what a server-rendered page loads before its first paint. */
export const BOOT_SCRIPT = 'src/boot.ts';

/** The landing page's own entry, which the boot script loads on `/` for a signed-out visitor. */
export const LANDING_ENTRY = 'src/landing.tsx';

/**
 * The manifest keys of `roots` and every chunk they import statically (and dynamically too with
 * `dynamic`).
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} roots
 * @param {{ dynamic?: boolean }} [options]
 */
export function chunksReached(manifest, roots, { dynamic = false } = {}) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of [...(manifest[key]?.imports ?? []), ...(dynamic ? (manifest[key]?.dynamicImports ?? []) : [])]) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The manifest keys of the entry chunks (or of `entries`) and every chunk they import statically.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} [entries]
 */
export function firstLoadChunks(manifest, entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)) {
  if (entries.length === 0) throw new Error('The web build has no entry chunk');
  return chunksReached(manifest, entries);
}

/**
 * The landing page's first-load JavaScript, compressed as the gateway sends it: gzip, and brotli
 * (the build's own `.br` copies).
 * @param {string} [distDir]
 */
export async function firstLoadScriptBytes(distDir = webDistDir) {
  const manifest = await readManifest(distDir);
  const files = [...firstLoadChunks(manifest, [LANDING_ENTRY, BOOT_SCRIPT])].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  const gzipSizes = await Promise.all(files.map(async (file) => gzipSync(await readFile(join(distDir, file))).length));
  const brotliSizes = await Promise.all(files.map(async (file) => (await stat(join(distDir, `${file}.br`))).size));
  const sum = (/** @type {number[]} */ sizes) => sizes.reduce((total, size) => total + size, 0);
  return { files, gzipBytes: sum(gzipSizes), brotliBytes: sum(brotliSizes) };
}
