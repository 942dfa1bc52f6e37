import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the precache reads it. */
export interface BuildManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, BuildManifestChunk>;

/**
 * The lazily loaded modules the portal and its trip card need offline (besides the entry and what
 * it imports): the account's read, the toasts and dialogs, the portal page, its payments card, the trip card tab, and the copy they are written in (English in one chunk,
 * Spanish by namespace). The organizers' dashboard, the wizard, the landing page's sections and
 * the other portal tabs stay out: they load from the network when they are opened.
 */
export const PORTAL_OFFLINE_MODULES: readonly string[] = [
  'src/features/auth/api/current-user-api.ts',
  'src/app/AppOverlays.tsx',
  'src/pages/ParticipantDashboardPage.tsx',
  'src/features/participant/trip-card/TripCardTab.tsx',
  'src/features/participant/payments/MyPaymentsCard.tsx',
  'src/i18n/lazy-resources.ts',
  'src/i18n/spanish-resources.ts',
  ...['common', 'auth', 'dashboard', 'participant', 'participantPayments', 'tripCard', 'rooms', 'contractMessages'].map((namespace) => `src/i18n/locales/es/${namespace}.json`),
];

/**
 * The built files (relative to dist) the portal needs offline: the entry and the modules above,
 * with every chunk they import statically, their CSS and assets. A dynamic import is followed when
 * it names one of those modules, or a shared chunk with no module of its own (code two lazily
 * loaded modules share); a lazily loaded page or tab that is not listed is not.
 */
export function portalPrecacheFiles(manifest: BuildManifest, offlineModules: readonly string[] = PORTAL_OFFLINE_MODULES): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The web build has no entry chunk');
  const wanted = new Set(offlineModules);
  const missing = offlineModules.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`The portal's offline modules are not in the build: ${missing.join(', ')}`);

  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const loaded of chunk.dynamicImports ?? []) if (wanted.has(loaded) || manifest[loaded]?.src === undefined) visit(loaded);
  };
  [...entries, ...offlineModules].forEach(visit);
  return files;
}

interface PrecacheEntry {
  url: string;
  size: number;
}

/**
 * Narrows the service worker's precache (vite-plugin-pwa's globPatterns) to portalPrecacheFiles:
 * a Vite plugin that finds where the build manifest is written, and the workbox manifestTransform
 * that keeps only those files (and the files that are no chunk: the shell, the web app manifest,
 * the icons). The build prints the precache's size against everything the globs found.
 */
export function portalPrecache(): { plugin: Plugin; manifestTransform: <E extends PrecacheEntry>(entries: E[]) => Promise<{ manifest: E[]; warnings: string[] }> } {
  let manifestPath: string | undefined;
  let logger: Logger | undefined;

  const plugin: Plugin = {
    name: 'trek:portal-precache',
    apply: 'build',
    configResolved(config) {
      if (!config.build.manifest) throw new Error('The service worker precache reads the build manifest: build.manifest must stay on');
      manifestPath = resolve(config.root, config.build.outDir, '.vite', 'manifest.json');
      logger = config.logger;
    },
  };

  // Runs once the build is written (vite-plugin-pwa builds the worker when the bundle closes).
  const manifestTransform = async <E extends PrecacheEntry>(entries: E[]) => {
    if (!manifestPath) throw new Error('portalPrecache().plugin must be among the build plugins');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BuildManifest;
    const built = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
    const kept = portalPrecacheFiles(manifest);
    const precached = entries.filter((entry) => !built.has(entry.url) || kept.has(entry.url));
    const kib = (list: E[]) => (list.reduce((sum, entry) => sum + entry.size, 0) / 1024).toFixed(1);
    logger?.info(`Service worker precache (the portal and its trip card): ${precached.length} files, ${kib(precached)} KiB, of ${entries.length} files, ${kib(entries)} KiB built`);
    return { manifest: precached, warnings: [] };
  };

  return { plugin, manifestTransform };
}
