import { existsSync, readFileSync } from 'node:fs';

/** The parts of Vite's build manifest (web/dist/.vite/manifest.json) a page's chunks are found in. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link>` tags for a lazily loaded page's chunk, its static imports and their stylesheets. A
 * server-rendered page is painted before its lazy chunk loads: without its stylesheet in the HTML
 * the page paints unstyled parts and shifts when the chunk's CSS arrives (measured: /apply's
 * header 35 px taller until then); without the modulepreload, hydration waits for the entry to
 * ask for the chunk.
 */
export function pageChunkLinks(manifestFile: string): (moduleIds: readonly string[]) => string {
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  return (moduleIds) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const id of moduleIds) visit(id);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ].join('\n    ');
  };
}
