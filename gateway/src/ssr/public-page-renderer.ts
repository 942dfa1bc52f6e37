import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { ByLanguage, Language } from '@trek/contracts/zod-free';
import type { Logger } from '@trek/service-kit';
import { serviceUrlsOf, type GatewayConfig } from '../config.js';
import type { ServiceName } from '../domain/route.table.js';
import { matchRoute } from '../domain/route.match.js';
import { deferredAppScripts, type AfterPaintFiles, type TabChunks } from './deferred-app-scripts.js';
import { pageChunkLinks, type PageChunks } from './page-chunk-links.js';
import { readWebBuildManifest } from './web-build-manifest.js';

/** What the web build's server entry (web/src/entry-server.tsx) renders. */
interface RenderedPublicPage {
  status: number;
  html: string;
  title: string;
  headTags: string;
  /** The query data the browser starts from; empty for a dashboard's frame, which holds none. */
  state: string;
  /** The lazily loaded modules the page rendered (keys of Vite's build manifest). */
  lazyModules?: string[];
  /** The browser's entry for the page (a key of the manifest), when not the app's. */
  clientEntry?: string;
  /** Modules a dashboard waits for that its frame does not show (keys of the manifest): fetched by the boot script, stylesheets too. */
  afterPaintModules?: string[];
  /** A dashboard's tabs' modules (keys of the manifest), by the name `?tab=` gives the open tab. */
  tabModules?: Readonly<Record<string, string>>;
}

interface ServerEntry {
  /** The URL a request's page is rendered and cached by: its path and what of its query draws the page. */
  pageUrlFor(url: string): string;
  renderPublicPage(input: {
    url: string;
    siteUrl: string;
    readPublicPath: (path: string) => Promise<unknown>;
    phoneLayout: boolean;
    language: Language;
  }): Promise<RenderedPublicPage | null>;
}

export interface PublicPageRendererOptions {
  /** web/dist-server/entry-server.js; without it every page is the SPA shell. */
  entryFile: string;
  /** The built index.html: the shell, and the template the rendered page goes into. */
  indexFile: string;
  /** The browser build's manifest (web/dist/.vite/manifest.json): the lazy pages' chunks and stylesheets. */
  manifestFile: string;
  /** PUBLIC_SITE_URL, for canonical links and link previews. */
  siteUrl: string;
  serviceUrls: Record<ServiceName, string>;
  /** How long a rendered page is reused; 0 renders every request. */
  cacheMs: number;
  /**
   * How much longer past `cacheMs` a page is still sent at once while its next render is made:
   * a render of the landing page reads a dozen sections and takes about 100 ms, which otherwise
   * every visitor arriving more than `cacheMs` after the last would wait for.
   */
  staleMs: number;
  /** A render (its reads included) taking longer is given up for the shell. */
  timeoutMs: number;
  logger: Logger;
}

/** An HTML page to send: a server-rendered public page or the SPA shell. */
export interface HtmlPage {
  status: number;
  body: string;
}

/**
 * The installable app's manifest in each language, as the web build writes them
 * (web/src/pwa/spanish-manifest.ts): a Spanish page links the Spanish one from its first byte, so
 * installing before the app has loaded describes the app in Spanish too.
 */
const WEB_APP_MANIFESTS: ByLanguage<string> = { en: '/manifest.webmanifest', es: '/manifest.es.webmanifest' };

/**
 * The rendered page inside index.html: its language, title, meta and canonical tags, the markup, the
 * query data if any. Every insertion is a function replacement: a string one would read `$&`, `` $` `` and
 * `$'` in page text (a FAQ answer, a bio) as the match and the template around it, and copy those in.
 */
export function fillTemplate(template: string, page: RenderedPublicPage, language: Language): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(`<link rel="manifest" href="${WEB_APP_MANIFESTS.en}">`, () => `<link rel="manifest" href="${WEB_APP_MANIFESTS[language]}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${page.headTags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => (page.state ? `<script type="application/json" id="trek-server-state">${page.state}</script>\n  </body>` : '</body>'));
}

/**
 * One cached page per generation, layout, language and page URL: `3 phone es /apply`. A new generation
 * (a write to what the pages show) leaves the older pages unreachable, also those still rendering.
 */
const cacheKey = (generation: number, pageUrl: string, phoneLayout: boolean, language: Language) =>
  `${generation} ${phoneLayout ? 'phone' : 'desktop'} ${language} ${pageUrl}`;
function keyParts(key: string): { pageUrl: string; phoneLayout: boolean; language: Language } {
  const [, layout, language, ...url] = key.split(' ');
  return { pageUrl: url.join(' '), phoneLayout: layout === 'phone', language: language as Language };
}

/** The services whose public reads the pages are made of (the route table's public GETs they use). */
export const PAGE_SOURCES: ReadonlySet<ServiceName> = new Set(['content', 'participant']);

/** The pages a visitor arrives on, rendered once in each layout as the gateway starts (see warmUp). */
const WARM_UP_PATHS = ['/', '/apply', '/privacy'] as const;

/**
 * Server-renders the public pages (/, /apply, /privacy, the 404) with the web build's server
 * entry, reading their content straight from the services' internal addresses. A page is reused
 * for `cacheMs`, and not after a write through this gateway to a service it is made of (`forget`):
 * an organizer's edit shows on the next page, a write through another replica within `cacheMs`,
 * except to the one visitor per page, layout and language who next arrives within `staleMs` after
 * that: they get the page as it was, at once, while the next is rendered. When the entry is missing, a read
 * fails or times out, or rendering throws, the page is the SPA shell: it never fails or hangs.
 */
export class PublicPageRenderer {
  private entry: Promise<ServerEntry | null> | undefined;
  /** index.html, read once: like the manifest and the server entry, it is fixed for the process's life. */
  private template: Promise<string> | undefined;
  private readonly cache: LRUCache<string, HtmlPage> | undefined;
  private readonly chunkLinks: (moduleIds: readonly string[]) => PageChunks;
  private readonly deferAppScripts: ReturnType<typeof deferredAppScripts>;
  private generation = 0;

  constructor(private readonly options: PublicPageRendererOptions) {
    const manifest = readWebBuildManifest(options.manifestFile);
    this.chunkLinks = pageChunkLinks(manifest);
    this.deferAppScripts = deferredAppScripts(manifest);
    this.cache =
      options.cacheMs > 0
        ? new LRUCache<string, HtmlPage>({
            max: 200,
            ttl: options.cacheMs,
            fetchMethod: (key) => {
              const { pageUrl, phoneLayout, language } = keyParts(key);
              return this.renderOrShell(pageUrl, phoneLayout, language);
            },
          })
        : undefined;
  }

  /**
   * The page for `url`, a path and query (status 200, or 404 for a path no route knows), in the
   * phone or desktop layout and the visitor's language. Rendered and cached by the URL the server
   * entry makes of it, so a query that does not change the page does not render it again.
   */
  async page(url: string, phoneLayout = false, language: Language = 'en'): Promise<HtmlPage> {
    const pageUrl = await this.pageUrlFor(url);
    if (!this.cache) return this.renderOrShell(pageUrl, phoneLayout, language);
    const key = cacheKey(this.generation, pageUrl, phoneLayout, language);
    // Negative once the page is past its freshness: by how long.
    const allowStale = -this.cache.getRemainingTTL(key) <= this.options.staleMs;
    return (await this.cache.fetch(key, { allowStale })) ?? this.shell();
  }

  /**
   * Renders each public page once in each layout, in English, into the cache: otherwise the first
   * visitor after a start waits for the server entry to load and for a first render by code not
   * yet compiled (a landing page answers in about 380 ms, against 100–150 ms after).
   */
  async warmUp(): Promise<void> {
    for (const pathname of WARM_UP_PATHS) for (const phoneLayout of [true, false]) await this.page(pathname, phoneLayout, 'en');
  }

  /** What the pages show may have changed: the next request of each page renders it afresh. */
  forget(): void {
    this.generation += 1;
  }

  async shell(): Promise<HtmlPage> {
    return { status: 200, body: await this.readTemplate() };
  }

  /**
   * What the boot script fetches after the first paint: the page's scripts, and the scripts and
   * stylesheets of what it waits for but does not show (theirs are not in the head, so they do not
   * hold the first paint back).
   */
  private afterPaint(moduleIds: readonly string[] | undefined, page: PageChunks): AfterPaintFiles {
    const later = this.chunkLinks(moduleIds ?? []);
    const inPage = new Set([...page.scripts, ...page.styles]);
    return { scripts: [...page.scripts, ...later.scripts.filter((file) => !inPage.has(file))], styles: later.styles.filter((file) => !inPage.has(file)) };
  }

  /** Each tab's scripts and stylesheets beyond what the page lists already. */
  private tabChunks(tabModules: Readonly<Record<string, string>> | undefined, listed: ReadonlySet<string>): TabChunks | undefined {
    if (!tabModules) return undefined;
    return Object.fromEntries(
      Object.entries(tabModules).map(([tab, moduleId]) => {
        const { scripts, styles } = this.chunkLinks([moduleId]);
        return [tab, { scripts: scripts.filter((file) => !listed.has(file)), styles: styles.filter((file) => !listed.has(file)) }];
      }),
    );
  }

  /** Without a server entry (or one that fails to load) every page is the shell, whatever its query. */
  private async pageUrlFor(url: string): Promise<string> {
    const entry = await this.loadEntry().catch(() => null);
    return entry ? entry.pageUrlFor(url) : new URL(url, 'http://gateway').pathname;
  }

  /** A failed read is not kept: the next page tries again. */
  private readTemplate(): Promise<string> {
    this.template ??= readFile(this.options.indexFile, 'utf8').catch((error: unknown) => {
      this.template = undefined;
      throw error;
    });
    return this.template;
  }

  private loadEntry(): Promise<ServerEntry | null> {
    this.entry ??= (async () => {
      if (!existsSync(this.options.entryFile)) {
        this.options.logger.warn({ entryFile: this.options.entryFile }, 'no server render build: public pages are sent as the SPA shell');
        return null;
      }
      return (await import(pathToFileURL(this.options.entryFile).href)) as ServerEntry;
    })();
    return this.entry;
  }

  private async renderOrShell(pageUrl: string, phoneLayout: boolean, language: Language): Promise<HtmlPage> {
    try {
      const entry = await this.loadEntry();
      if (!entry) return await this.shell();
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      const rendered = await Promise.race([
        entry.renderPublicPage({ url: pageUrl, siteUrl: this.options.siteUrl, readPublicPath: (path) => this.readPublicPath(path, signal), phoneLayout, language }),
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error(`server render of ${pageUrl} took over ${this.options.timeoutMs} ms`)))),
      ]);
      if (!rendered) return await this.shell();
      const pageChunks = this.chunkLinks(rendered.lazyModules ?? []);
      const afterPaint = this.afterPaint(rendered.afterPaintModules, pageChunks);
      const listed = new Set([...pageChunks.styles, ...afterPaint.scripts, ...afterPaint.styles]);
      const headTags = [rendered.headTags, pageChunks.stylesheetLinks].filter(Boolean).join('\n    ');
      const body = fillTemplate(await this.readTemplate(), { ...rendered, headTags }, language);
      return { status: rendered.status, body: this.deferAppScripts(body, afterPaint, rendered.clientEntry, this.tabChunks(rendered.tabModules, listed)) };
    } catch (error) {
      this.options.logger.warn({ err: error, pageUrl }, 'server render failed: sending the SPA shell');
      return this.shell();
    }
  }

  /** Only public GET reads, from the service the route table names for them. */
  private async readPublicPath(path: string, signal: AbortSignal): Promise<unknown> {
    const rule = matchRoute('GET', new URL(path, 'http://gateway').pathname);
    if (!rule || rule.policy !== 'public') throw new Error(`${path} is not a public read`);
    const response = await fetch(new URL(path, this.options.serviceUrls[rule.service]), { headers: { accept: 'application/json' }, signal });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }
}

/** The renderer for the gateway's settings: the server entry beside the web build (web/dist-server) unless WEB_SSR_ENTRY names one. */
export function publicPageRendererFromConfig(config: GatewayConfig, webDistDir: string, logger: Logger): PublicPageRenderer {
  return new PublicPageRenderer({
    entryFile: config.WEB_SSR_ENTRY ?? join(resolve(webDistDir), '..', 'dist-server', 'entry-server.js'),
    indexFile: join(resolve(webDistDir), 'index.html'),
    manifestFile: join(resolve(webDistDir), '.vite', 'manifest.json'),
    siteUrl: config.PUBLIC_SITE_URL,
    serviceUrls: serviceUrlsOf(config),
    cacheMs: config.PAGE_CACHE_MS,
    staleMs: config.PAGE_STALE_MS,
    timeoutMs: config.PAGE_RENDER_TIMEOUT_MS,
    logger,
  });
}
