import { APP_ENTRY, BOOT_ENTRY, evaluationOrder, staticGraph, type WebBuildManifest } from './web-build-manifest.js';

/** Read by web/src/boot.ts. */
const APP_SCRIPTS_ELEMENT_ID = 'trek-app-scripts';

/** What a page lists for the boot script beyond the entry's imports: scripts, and stylesheets its head does not link. */
export interface AfterPaintFiles {
  scripts: readonly string[];
  styles: readonly string[];
}

/** A dashboard's tabs' chunks (files of the build), by the name `?tab=` gives the tab. */
export type TabChunks = Readonly<Record<string, { scripts: readonly string[]; styles: readonly string[] }>>;

/**
 * A server-rendered page paints from its HTML and stylesheet alone, so its head asks for nothing
 * else: the app's entry script and the modulepreloads Vite put in index.html (about 270 KB of
 * scripts, which on a slow phone link would share it with the stylesheet and hold the first paint
 * back) give way to the small boot script, and the page lists the scripts for it to fetch after
 * the first paint: the page's entry (the app's, or the page's own, `clientEntry`: the landing
 * page's hydrates it without the app's router and query cache), its static imports and the page's
 * own chunk, and on a dashboard what its page waits for, with their stylesheets (`afterPaint`). A
 * page with its own entry lists the app's beside it, for a signed-in visitor, whose page the app
 * renders afresh (the server renders it signed out); its head links only its own entry's
 * stylesheets, and the app's others are listed for that visitor too (on `/` the landing's
 * stylesheet holds what it renders; the app's others, a third of the whole, would be parsed and
 * matched before the first paint for nothing). A dashboard's frame lists each tab's
 * chunks too (`tabs`), for the boot script to fetch the open tab's beside the rest rather than once
 * the dashboard has rendered. The entry's imports are listed once more in the order they
 * evaluate (`inTurn`, without the boot script's own, evaluated with it), for the boot script to
 * evaluate one chunk per task: imported with the entry, the whole graph evaluates in one task,
 * which nothing can interrupt (35–40 ms at full speed, four times that on Lighthouse's phone).
 * Without a boot script in the build the page is left as it is.
 */
export function deferredAppScripts(manifest: WebBuildManifest): (html: string, afterPaint: AfterPaintFiles, clientEntry?: string, tabs?: TabChunks) => string {
  const entry = manifest[APP_ENTRY];
  const boot = manifest[BOOT_ENTRY];
  if (!entry || !boot) return (html) => html;
  // The boot script's own imports are asked for beside it, not once it has arrived: on a phone's
  // link that is a round trip before the boot script can start the page's reads and scripts.
  const bootGraph = staticGraph(manifest, [BOOT_ENTRY]).scripts;
  const bootScripts = [...bootGraph].filter((file) => file !== boot.file);
  const bootTags = [`<script type="module" crossorigin src="/${boot.file}"></script>`, ...bootScripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)].join('\n    ');
  const entryScriptTag = new RegExp(`<script type="module" crossorigin src="/${escapeRegExp(entry.file)}"></script>`);
  const scriptsOf = (entryKey: string) => {
    const file = manifest[entryKey]?.file ?? entry.file;
    const key = manifest[entryKey] ? entryKey : APP_ENTRY;
    const graph = staticGraph(manifest, [key]);
    // The boot script's own chunks are evaluated with it already.
    const inTurn = evaluationOrder(manifest, key).filter((imported) => imported !== file && !bootGraph.has(imported));
    return { file, imports: [...graph.scripts].filter((imported) => imported !== file), inTurn, styles: graph.styles };
  };
  const appScripts = scriptsOf(APP_ENTRY);
  const appStylesheets = [...appScripts.styles].map((file) => ({ file, link: new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${escapeRegExp(file)}"[^>]*>`) }));
  // A page's own entry and its graph, worked out once: the build does not change while the gateway runs.
  const clientEntries = new Map<string, ReturnType<typeof scriptsOf>>();
  const clientScriptsOf = (clientEntry: string) => {
    let scripts = clientEntries.get(clientEntry);
    if (!scripts) {
      scripts = scriptsOf(clientEntry);
      clientEntries.set(clientEntry, scripts);
    }
    return scripts;
  };
  return (html, afterPaint, clientEntry, tabs) => {
    const pageEntry = clientEntry ? clientScriptsOf(clientEntry) : appScripts;
    const asListed = (scripts: { file: string; imports: string[]; inTurn: string[] }) => ({
      entry: `/${scripts.file}`,
      preload: [...scripts.imports, ...afterPaint.scripts].map((file) => `/${file}`),
      inTurn: scripts.inTurn.map((file) => `/${file}`),
    });
    const appOnlyStylesheets = appStylesheets.filter(({ file }) => !pageEntry.styles.has(file));
    const listed = JSON.stringify({
      ...asListed(pageEntry),
      ...(afterPaint.styles.length > 0 ? { styles: afterPaint.styles.map((file) => `/${file}`) } : {}),
      ...(pageEntry === appScripts ? {} : { signedIn: { ...asListed(appScripts), styles: appOnlyStylesheets.map(({ file }) => `/${file}`) } }),
      ...(tabs ? { tabs: Object.fromEntries(Object.entries(tabs).map(([tab, chunks]) => [tab, { preload: chunks.scripts.map((file) => `/${file}`), styles: chunks.styles.map((file) => `/${file}`) }])) } : {}),
    });
    const withoutAppOnlyStyles = appOnlyStylesheets.reduce((page, { link }) => page.replace(link, ''), html);
    // Function replacements: what is inserted is taken as written, never read for `$` patterns.
    return withoutAppOnlyStyles
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(entryScriptTag, () => bootTags)
      .replace('</body>', () => `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${listed.replace(/</g, '\\u003c')}</script>\n  </body>`);
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
