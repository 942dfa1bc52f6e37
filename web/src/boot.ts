// What a server-rendered page loads in place of the app's entry (the gateway swaps them, see
// gateway/src/ssr/deferred-app-scripts.ts). The page paints from its HTML and stylesheet alone;
// the app's scripts are asked for once the browser has recorded that paint, so that on a slow
// phone link they do not share it with the stylesheet and hold the first paint back.
import { adminTabIdFromParam } from './features/admin/admin-tab-ids';
import { afterFirstContentfulPaint } from './lib/after-first-paint';
import { addModulePreloads } from './lib/module-preloads';
import { importInTurn } from './lib/import-in-turn';
import { warmUpIntlOffMainThread } from './lib/intl-warm-up';
import { nextTask } from './lib/next-task';
import { startEarlyReads } from './lib/early-reads';
import { readAuthToken } from './lib/auth-token';
// Shared with the app: an input made before the app has loaded still counts as the visitor's first.
import './lib/first-input';

/**
 * The element the gateway lists the page's scripts in: the entry, and what to preload beside it;
 * for a page with an entry of its own (the landing page's, which serves signed-out visitors), the
 * app's too, for a signed-in visitor.
 */
const APP_SCRIPTS_ELEMENT_ID = 'trek-app-scripts';

interface AppScripts {
  entry: string;
  preload: string[];
  /** The entry's imports in the order they evaluate, each after those it imports. */
  inTurn: string[];
  /** Stylesheets the page does not link: on the landing page, the app's beyond the landing's own. */
  styles: string[];
}

/** The admin dashboard's frame lists each tab's chunks by the name `?tab=` gives the tab. */
type ListedAppScripts = Partial<AppScripts> & { tabs?: Record<string, Partial<AppScripts> | undefined> };

const isAssetPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/assets/');
const assetPaths = (paths: unknown) => (Array.isArray(paths) ? paths.filter(isAssetPath) : []);

/** The open tab's chunks, fetched beside the rest: the tab named in the URL, else the one that opens when none (or no known one) is. */
function openTabOf(tabs: ListedAppScripts['tabs']): Partial<AppScripts> | undefined {
  if (!tabs) return undefined;
  const open = adminTabIdFromParam(new URLSearchParams(window.location.search).get('tab'));
  return Object.hasOwn(tabs, open) ? tabs[open] : undefined;
}

function asAppScripts(listed: ListedAppScripts | null | undefined): AppScripts | null {
  if (!listed || !isAssetPath(listed.entry)) return null;
  const tab = openTabOf(listed.tabs);
  return {
    entry: listed.entry,
    preload: [...assetPaths(listed.preload), ...assetPaths(tab?.preload)],
    inTurn: assetPaths(listed.inTurn),
    styles: [...assetPaths(listed.styles), ...assetPaths(tab?.styles)],
  };
}

/** The scripts this visit loads, and whether they start the app (the landing page's own entry does not). */
function readAppScripts(): { scripts: AppScripts; startsTheApp: boolean } | null {
  try {
    const listed = JSON.parse(document.getElementById(APP_SCRIPTS_ELEMENT_ID)?.textContent ?? 'null') as (ListedAppScripts & { signedIn?: ListedAppScripts }) | null;
    const signedIn = readAuthToken() ? asAppScripts(listed?.signedIn) : null;
    if (signedIn) return { scripts: signedIn, startsTheApp: true };
    const scripts = asAppScripts(listed);
    // Only a page with an entry of its own lists the app's scripts apart, for a signed-in visitor.
    return scripts && { scripts, startsTheApp: listed?.signedIn === undefined };
  } catch {
    return null;
  }
}

/** Resolves once the stylesheet has loaded, or failed to: the app then renders as it can. */
function addStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return settled;
}

startEarlyReads();
const visit = readAppScripts();
// The app formats dates and numbers from its first screen on; the landing page's own entry does not.
if (visit?.startsTheApp) warmUpIntlOffMainThread();
if (visit) {
  const appScripts = visit.scripts;
  void afterFirstContentfulPaint().then(() => {
    // The stylesheets' links first, in a task of their own: with the first scripts' links beside
    // them, that one task held a phone's main thread past 50 ms.
    const stylesIn = Promise.all(appScripts.styles.map(addStylesheet));
    // The entry's own imports and the page's chunk are fetched side by side, not one level at a
    // time; the app renders once its styles are in, so it never paints unstyled. Its chunks are
    // then evaluated one per task rather than all in one.
    return Promise.all([nextTask().then(() => addModulePreloads(appScripts.preload)), stylesIn]).then(() => importInTurn(appScripts.inTurn, appScripts.entry));
  });
}
