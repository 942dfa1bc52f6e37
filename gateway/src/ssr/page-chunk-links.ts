import { existsSync, readFileSync } from 'node:fs';

/** The parts of Vite's build manifest (web/dist/.vite/manifest.json) a page's chunks are found in. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link>` tags for a lazily loaded page's chunk, its static imports and their stylesheets. A
 * server-rendered page is painted before its lazy chunk loads: without its stylesheet in the HTML
 * the page paints unstyled parts and shifts when the chunk's CSS arrives (measured: /apply's
 * header 35 px taller until then); without the modulepreload, hydration waits for the entry to
 * ask for the chunk. What index.html already links (the entry, its static imports, its
 * stylesheet) is left out: a second link to a file, with another CORS mode, fetches it again.
 */
export function pageChunkLinks(manifestFile: string): (moduleIds: readonly string[]) => string {
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const staticGraph = (ids: readonly string[]) => {
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
  };
  const inIndexHtml = staticGraph(Object.keys(manifest).filter((id) => manifest[id]?.isEntry));
  return (moduleIds) => {
    const graph = staticGraph(moduleIds);
    const scripts = [...graph.scripts].filter((file) => !inIndexHtml.scripts.has(file));
    const styles = [...graph.styles].filter((file) => !inIndexHtml.styles.has(file));
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ].join('\n    ');
  };
}
