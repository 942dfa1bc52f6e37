import { i18n } from './i18n';
import type { Language } from './i18n/language';
import { QueryClient, QueryClientProvider, defaultShouldDehydrateQuery, dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { GlobalErrorBoundary } from './app/GlobalErrorBoundary';
import { serverLayoutMetaTag, ServerPhoneLayoutContext } from './app/server-layout';
import { queryReads } from './app/query-reads';
import { appRoutes } from './app/routes';
import { serializeServerState } from './app/server-state';
import { paths } from './config/paths';
import { adminTabIdFromParam, DEFAULT_ADMIN_TAB } from './features/admin/admin-tab-ids';
import { currentUserQuery } from './features/auth/queries/current-user-queries';
import { SignedInFrame } from './features/dashboard/components/SignedInFrame';
import { pageHead, signedInFrameHead } from './ssr/page-head';
import { LandingApp } from './landing/LandingApp';
import { documentNavigation } from './lib/page-navigation';
import { loadPublicPageData, type ReadPublicPath } from './ssr/public-page-data';
import { SIGNED_IN_FRAMES, type DashboardFrame } from './ssr/signed-in-frames';

export type { ReadPublicPath };

export interface RenderPublicPageInput {
  /** The requested path and query, e.g. `/apply?x=1`. */
  url: string;
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  readPublicPath: ReadPublicPath;
  /** Render the phone layout (the request looks like a phone's); the desktop one otherwise. */
  phoneLayout?: boolean;
  /** The visitor's language (their cookie, else Accept-Language: gateway/src/ssr/language-guess.ts); English by default. */
  language?: Language;
}

export interface RenderedPublicPage {
  status: 200 | 404;
  /** The app's markup, for inside `#root`. */
  html: string;
  /** Escaped page title. */
  title: string;
  /** Meta and link tags for `<head>`. */
  headTags: string;
  /** The lazily loaded modules this page rendered (keys of Vite's build manifest): the gateway links their chunks and stylesheets. */
  lazyModules: string[];
  /** The query data the browser starts from (JSON, safe inside a script element). */
  state: string;
  /** The browser's entry for this page (a key of Vite's build manifest), when not the app's: `/` has its own. */
  clientEntry?: string;
  /** Modules a dashboard waits for that its frame does not show: the boot script fetches their scripts and stylesheets after the first paint. */
  afterPaintModules?: string[];
  /** A dashboard's tabs' modules, by the name `?tab=` gives the tab: the boot script fetches the open one's. */
  tabModules?: Readonly<Record<string, string>>;
}

/** The public pages (spec 2.2, 2.4, privacy) and the 404; the dashboards send their frame (below), other signed-in pages stay client-rendered. */
const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([paths.home, paths.apply, paths.privacy, '*']);

/** The landing page's own entry, which hydrates it without the app's router and query cache. */
const LANDING_ENTRY = 'src/landing.tsx';

/** Public pages whose code is a lazily loaded chunk (routes.tsx), by route path. */
const LAZY_PAGE_MODULES: Readonly<Record<string, string>> = { [paths.apply]: 'src/pages/ApplyPage.tsx', [paths.privacy]: 'src/pages/PrivacyPage.tsx' };

const staticHandler = createStaticHandler(appRoutes);

/**
 * React sends a large Suspense boundary (the landing's lazily loaded sections) after the rest of
 * the page with an inline script that moves it into place; the site's CSP allows no inline
 * script, so every boundary is written in place instead.
 */
const KEEP_BOUNDARIES_IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

async function renderToHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, KEEP_BOUNDARIES_IN_PLACE);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The copy, dates and numbers come from the one i18next instance, whose language is global: pages
 * in different languages rendered at the same time would mix them. Renders take turns (the
 * gateway caches each page per path, layout and language, so they are few).
 */
let renderTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(render: () => Promise<T>): Promise<T> {
  const result = renderTurn.then(render, render);
  renderTurn = result.catch(() => undefined);
  return result;
}

/**
 * The URL a request's page is rendered and cached by: its path, and of its query only what draws
 * the page, the admin dashboard's open tab (by a name the dashboard knows, else the Overview). Any
 * other query (a campaign's tag, a misspelt tab) gets the same page, so queries cannot fill the
 * gateway's page cache.
 */
export function pageUrlFor(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://server.render');
  if (SIGNED_IN_FRAMES[pathname]?.area !== 'admin') return pathname;
  const tab = adminTabIdFromParam(searchParams.get('tab'));
  return tab === DEFAULT_ADMIN_TAB ? pathname : `${pathname}?tab=${tab}`;
}

/**
 * Renders a public page as a signed-out visitor sees it, with the content services' data, for
 * the browser to hydrate. Resolves null for a path that stays client-rendered; rejects when the
 * edition cannot be read or the page fails to render (the gateway then sends the SPA shell).
 */
export async function renderPublicPage({ url, siteUrl, readPublicPath, phoneLayout = false, language = 'en' }: RenderPublicPageInput): Promise<RenderedPublicPage | null> {
  const request = new Request(new URL(url, 'http://server.render'));
  const context = await staticHandler.query(request);
  if (context instanceof Response) return null;
  const matchedPath = context.matches.at(-1)?.route.path;
  const frame = matchedPath === undefined ? undefined : SIGNED_IN_FRAMES[matchedPath];
  if (frame) return renderSignedInFrame(frame, language, new URL(request.url).searchParams);
  if (matchedPath === undefined || !SERVER_RENDERED_PATHS.has(matchedPath)) return null;
  const pathname = new URL(request.url).pathname;
  const notFound = matchedPath === '*';

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const edition = await loadPublicPageData(queryClient, pathname, readPublicPath);
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const { html, head } = await inTurn(async () => {
    await i18n.changeLanguage(language);
    // The same tree as the browser's entry renders (landing.tsx on `/`, else main.tsx), so that
    // hydration finds what it would have rendered.
    const html = await renderToHtml(
      matchedPath === paths.home ? (
        <QueryClientProvider client={queryClient}>
          <LandingApp reads={queryReads} navigation={documentNavigation({ pathname, hash: '' })} phoneLayout={phoneLayout} />
        </QueryClientProvider>
      ) : (
        <StrictMode>
          <ServerPhoneLayoutContext.Provider value={phoneLayout}>
            <AppProviders queryClient={queryClient}>
              <GlobalErrorBoundary>
                {/* No loaders, so no router data for the browser to pick up. */}
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </GlobalErrorBoundary>
            </AppProviders>
          </ServerPhoneLayoutContext.Provider>
        </StrictMode>
      ),
    );
    return { html, head: pageHead({ pathname, edition, siteUrl, notFound, language }) };
  });
  const headTags = `${head.tags}\n    ${serverLayoutMetaTag(phoneLayout)}`;
  const lazyModule = LAZY_PAGE_MODULES[matchedPath];
  const state = serializeServerState(dehydrate(queryClient, { shouldDehydrateQuery: sharedWithEveryVisitor }));
  const clientEntry = matchedPath === paths.home ? { clientEntry: LANDING_ENTRY } : {};
  return { status: notFound ? 404 : 200, html, title: head.title, headTags, lazyModules: lazyModule ? [lazyModule] : [], state, ...clientEntry };
}

/**
 * A dashboard's frame, the same for every visitor and both layouts (its stylesheet adapts it): the
 * browser renders over it (no query data, so `main.tsx` does not hydrate), the frame first, then the
 * dashboard once its account is read.
 */
async function renderSignedInFrame({ area, pageModule, waitedFor, tabModules }: DashboardFrame, language: Language, query: URLSearchParams): Promise<RenderedPublicPage> {
  const queryClient = new QueryClient();
  const { html, head } = await inTurn(async () => {
    await i18n.changeLanguage(language);
    const html = await renderToHtml(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <SignedInFrame area={area} adminTab={adminTabIdFromParam(query.get('tab'))} />
        </AppProviders>
      </StrictMode>,
    );
    return { html, head: signedInFrameHead(language) };
  });
  return { status: 200, html, title: head.title, headTags: head.tags, lazyModules: [pageModule], afterPaintModules: waitedFor(language), tabModules, state: '' };
}

/**
 * The page is rendered as a signed-out visitor sees it, but every visitor's browser starts from its
 * data: the current user is left out, so a signed-in visitor's browser asks who they are instead of
 * taking the render's "signed out" as fresh.
 */
const sharedWithEveryVisitor = (query: Query) => query.queryKey[0] !== currentUserQuery.queryKey[0] && defaultShouldDehydrateQuery(query);
