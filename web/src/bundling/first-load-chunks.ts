/**
 * Fewer, larger chunks for what a first visit to the landing page loads. Left to itself the
 * bundler makes a chunk of each set of modules shared by the same lazily loaded parts: the
 * landing would fetch forty scripts, most of them under 1 KB, each with its own request and headers.
 * Grouped here (for the browser build only):
 * - `landing`: what the landing page's own entry (src/landing.tsx) imports statically: its code,
 *   React, Mantine, i18next; the app's entry imports it from there too;
 * - `landing-later`: what the app's entry and the landing's lazily loaded parts (the travel
 *   section's toasts, the access section's query cache) both import, so that those parts do not
 *   fetch the `app` chunk, its router and its stylesheet, to get it;
 * - `app`: everything else the app's entry imports statically (the router, the app's shell),
 *   except what the boot script shares with it (the boot script stays about 1 KB);
 * - `landing-first-screen`: the sections a phone shows on its first screen and a half (see
 *   `features/landing/hydrate-near-screen.ts`) and what they import, except the `app` chunk's
 *   modules. Later sections and other pages using these modules import them from that chunk.
 * Every other section stays a chunk of its own, fetched as it nears the screen.
 */
import { join } from 'node:path';

/** What the bundler's chunking pass tells of a module. */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const NODE_MODULES = '/node_modules/';

const APP_ENTRY = 'src/main.tsx';
const BOOT_ENTRY = 'src/boot.ts';
const LANDING_ENTRY = 'src/landing.tsx';
/** The sections a phone shows within a screen and a half of the top (412 × 823). */
const FIRST_SCREEN_SECTIONS = ['src/features/landing/components/introduction/IntroductionSection.tsx', 'src/features/landing/components/team/TeamSection.tsx'];

/**
 * The app's own modules reachable from `roots` by static imports (and dynamic ones too with
 * `dynamic`), the roots included. A package is not followed: its index names every part of it,
 * used or not; the parts used come with the modules that use them.
 */
function appModulesImported(graph: ModuleGraph, roots: readonly string[], { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || id.includes(NODE_MODULES)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/** The package a module of node_modules belongs to (`@mantine/core`, `react-dom`), else null. */
function packageOf(id: string): string | null {
  const at = id.lastIndexOf(NODE_MODULES);
  if (at < 0) return null;
  const [scopeOrName = '', name = ''] = id.slice(at + NODE_MODULES.length).split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

/**
 * The packages `modules` import, and every package those import: the landing entry's packages.
 * Which of their modules the page uses is the bundler's `$initial` tag's to say (a package's
 * index names every part of it).
 */
function packagesImported(graph: ModuleGraph, modules: ReadonlySet<string>): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [...modules].flatMap((id) => graph.getModuleInfo(id)?.importedIds.filter((imported) => imported.includes(NODE_MODULES)) ?? []);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const name = packageOf(id);
    if (name) packages.add(name);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return packages;
}

/** The stylesheets of packages (Mantine's per component) that `modules` import themselves. */
function packageStylesheetsImported(graph: ModuleGraph, modules: ReadonlySet<string>): Set<string> {
  return new Set([...modules].flatMap((id) => graph.getModuleInfo(id)?.importedIds.filter((imported) => imported.includes(NODE_MODULES) && imported.endsWith('.css')) ?? []));
}

/**
 * rolldown's `output.codeSplitting` for the browser build of the web app in `webRoot`. A group of
 * higher priority takes its modules first: the boot script's imports before the landing entry's
 * and `app` (whose modules import them too), the landing entry's before `landing-later`, both
 * before `app`, `app` before the first screen's sections.
 */
export function firstLoadChunkGroups(webRoot: string) {
  const bootEntry = join(webRoot, BOOT_ENTRY);
  // An entry module stays in its entry's own chunk, which the page asks for by name.
  const landingEntry = join(webRoot, LANDING_ENTRY);
  const entries = new Set([join(webRoot, 'index.html'), join(webRoot, APP_ENTRY), bootEntry, landingEntry]);
  const firstScreenSections = FIRST_SCREEN_SECTIONS.map((file) => join(webRoot, file));
  const byPass = new WeakMap<
    ModuleGraph,
    { boot: Set<string>; landing: Set<string>; landingPackages: Set<string>; landingStylesheets: Set<string>; later: Set<string>; laterPackages: Set<string>; firstScreen: Set<string> }
  >();
  const modulesOf = (graph: ModuleGraph) => {
    let known = byPass.get(graph);
    if (!known) {
      const landing = appModulesImported(graph, [landingEntry]);
      const landingPackages = packagesImported(graph, landing);
      // The landing's lazily loaded parts: what it reaches only through dynamic imports.
      const later = new Set([...appModulesImported(graph, [landingEntry], { dynamic: true })].filter((id) => !landing.has(id)));
      known = {
        boot: appModulesImported(graph, [bootEntry]),
        landing,
        landingPackages,
        landingStylesheets: packageStylesheetsImported(graph, landing),
        later,
        laterPackages: new Set([...packagesImported(graph, later)].filter((name) => !landingPackages.has(name))),
        firstScreen: appModulesImported(graph, firstScreenSections),
      };
      byPass.set(graph, known);
    }
    return known;
  };
  // A package's stylesheet joins the landing's only when the landing imports it: the landing's
  // stylesheet is all its server-rendered page links (see landing/mantine-stylesheets.ts).
  const inLanding = (id: string, graph: ModuleGraph) => {
    const { landing, landingPackages, landingStylesheets } = modulesOf(graph);
    const name = packageOf(id);
    if (name === null) return landing.has(id);
    return id.endsWith('.css') ? landingStylesheets.has(id) : landingPackages.has(name);
  };
  const inLandingLater = (id: string, graph: ModuleGraph) => {
    const { later, laterPackages } = modulesOf(graph);
    const name = packageOf(id);
    return name === null ? later.has(id) : laterPackages.has(name) && !id.endsWith('.css');
  };
  const unlessEntry = (name: string, isMember: (id: string, graph: ModuleGraph) => boolean) => (id: string, graph: ModuleGraph) =>
    !entries.has(id) && isMember(id, graph) ? name : null;
  return {
    groups: [
      { name: unlessEntry('boot-shared', (id, graph) => modulesOf(graph).boot.has(id)), priority: 4 },
      { name: unlessEntry('landing', inLanding), tags: ['$initial' as const], priority: 3 },
      // `$initial`: only what the app's entry imports statically; the parts themselves stay lazy chunks.
      { name: unlessEntry('landing-later', inLandingLater), tags: ['$initial' as const], priority: 2 },
      { name: unlessEntry('app', () => true), tags: ['$initial' as const], priority: 1 },
      { name: unlessEntry('landing-first-screen', (id, graph) => modulesOf(graph).firstScreen.has(id)) },
    ],
  };
}
