import { APP_ENTRY, staticGraph, type WebBuildManifest } from './web-build-manifest.js';

/** What a server-rendered page adds for its lazily loaded chunk. */
export interface PageChunks {
  /** `<link rel="stylesheet">` tags for the head. */
  stylesheetLinks: string;
  /** The same stylesheets' files. */
  styles: string[];
  /** The chunk's scripts, fetched once the page has painted (see deferred-app-scripts.ts). */
  scripts: string[];
}

/**
 * What a lazily loaded page's chunk (and its static imports) needs beside the app's entry. A
 * server-rendered page is painted before its lazy chunk loads: without its stylesheet in the head
 * the page paints unstyled parts and shifts when the chunk's CSS arrives (measured: /apply's
 * header 35 px taller until then); its scripts are preloaded with the app's, after the first
 * paint, so hydration does not wait for the entry to ask for them. What the entry brings anyway is
 * left out: a second link to a file, in another CORS mode, fetches it again.
 */
export function pageChunkLinks(manifest: WebBuildManifest): (moduleIds: readonly string[]) => PageChunks {
  const fromEntry = staticGraph(manifest, [APP_ENTRY]);
  return (moduleIds) => {
    const graph = staticGraph(manifest, moduleIds);
    const styles = [...graph.styles].filter((file) => !fromEntry.styles.has(file));
    return {
      stylesheetLinks: styles.map((file) => `<link rel="stylesheet" href="/${file}" />`).join('\n    '),
      styles,
      scripts: [...graph.scripts].filter((file) => !fromEntry.scripts.has(file)),
    };
  };
}
