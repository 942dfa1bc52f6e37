import { existsSync, readFileSync } from 'node:fs';

/** The parts of Vite's build manifest (web/dist/.vite/manifest.json) the gateway reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type WebBuildManifest = Record<string, ManifestChunk>;

/** The manifest's key for the app's entry (web/index.html) and for the boot script (web/src/boot.ts). */
export const APP_ENTRY = 'index.html';
export const BOOT_ENTRY = 'src/boot.ts';

/** The manifest, or an empty one when the web app is not built (every page is then the shell). */
export function readWebBuildManifest(manifestFile: string): WebBuildManifest {
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as WebBuildManifest) : {};
}

/** The files of the chunks `ids` name and of every chunk they import statically, and their stylesheets. */
export function staticGraph(manifest: WebBuildManifest, ids: readonly string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const id of ids) visit(id);
  return { scripts, styles };
}

/**
 * The files of the chunks `id` imports statically, each after every chunk it imports, and last its
 * own: the order in which a browser evaluates them.
 */
export function evaluationOrder(manifest: WebBuildManifest, id: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(chunk.file);
  };
  visit(id);
  return order;
}
