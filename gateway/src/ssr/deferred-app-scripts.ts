import { APP_ENTRY, BOOT_ENTRY, staticGraph, type WebBuildManifest } from './web-build-manifest.js';

/** Read by web/src/boot.ts. */
const APP_SCRIPTS_ELEMENT_ID = 'trek-app-scripts';

/**
 * A server-rendered page paints from its HTML and stylesheet alone, so its head asks for nothing
 * else: the app's entry script and the modulepreloads Vite put in index.html (about 270 KB of
 * scripts, which on a slow phone link would share it with the stylesheet and hold the first paint
 * back) give way to the small boot script, and the page lists them for it to fetch after the first
 * paint, with the page's own chunk (`pageScripts`). Without a boot script in the build the page is
 * left as it is.
 */
export function deferredAppScripts(manifest: WebBuildManifest): (html: string, pageScripts: readonly string[]) => string {
  const entry = manifest[APP_ENTRY];
  const boot = manifest[BOOT_ENTRY];
  if (!entry || !boot) return (html) => html;
  const entryImports = [...staticGraph(manifest, [APP_ENTRY]).scripts].filter((file) => file !== entry.file);
  const entryScriptTag = new RegExp(`<script type="module" crossorigin src="/${escapeRegExp(entry.file)}"></script>`);
  return (html, pageScripts) => {
    const listed = JSON.stringify({ entry: `/${entry.file}`, preload: [...entryImports, ...pageScripts].map((file) => `/${file}`) });
    // Function replacements: what is inserted is taken as written, never read for `$` patterns.
    return html
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(entryScriptTag, () => `<script type="module" crossorigin src="/${boot.file}"></script>`)
      .replace('</body>', () => `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${listed.replace(/</g, '\\u003c')}</script>\n  </body>`);
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
