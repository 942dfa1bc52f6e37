import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS, type PublicEdition } from '@trek/contracts';
import { listen, type RunningServer } from '@trek/service-kit';
import { eventually } from '@trek/testing';
import { deadUrl, startGateway, tokenFor, type TestGateway } from './gateway.fixture.js';

/** The real web build: the browser bundle and its server render (`node scripts/build.mjs` makes both). */
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const distDir = join(webDir, 'dist');
if (!existsSync(join(webDir, 'dist-server', 'entry-server.js'))) {
  throw new Error('These tests render with the web build: run `node scripts/build.mjs` (or `pnpm --filter @trek/web build`) first');
}

const SITE = 'https://trek.example.org';
const { whatsappGroupUrl: _invite, ...edition } = DEFAULT_EDITION_SETTINGS;
/** Applications open, so /apply shows its form. */
const publicEdition: PublicEdition = { ...edition, applicationDeadline: '2099-12-31' };

/**
 * Stands in for the content service's public reads (their contract shapes): the test changes
 * what it answers as an organizer's edit would. The content service's own tests cover the edits.
 */
interface ContentStandIn {
  url: string;
  faqs: Array<{ id: string; question: string; answer: string; order: number }>;
  /** How many public reads it has answered. */
  readonly reads: number;
  close: () => Promise<void>;
}

async function startContentStandIn(): Promise<ContentStandIn> {
  const answers = { faqs: [{ id: 'faq-1', question: 'Do I need a visa?', answer: 'Most visitors do not.', order: 1 }] };
  let reads = 0;
  const app = express();
  app.get(/^\/api\/public\/.*/, (_req, _res, next) => {
    reads += 1;
    next();
  });
  app.get('/api/public/edition', (_req, res) => res.json(publicEdition));
  app.get('/api/public/faqs', (_req, res) => res.json(answers.faqs));
  app.get(/^\/api\/public\/.*/, (_req, res) => res.json([]));
  // An organizer's edit as the content service acknowledges it (what it changes, the test sets).
  app.patch(/^\/api\/admin\/content\/.*/, (_req, res) => res.json({}));
  const running: RunningServer = await listen(app, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${running.port}`,
    get faqs() {
      return answers.faqs;
    },
    set faqs(value) {
      answers.faqs = value;
    },
    get reads() {
      return reads;
    },
    close: async () => {
      running.server.closeAllConnections();
      await running.stop();
    },
  } as ContentStandIn;
}

const page = (gw: TestGateway, path: string) => request(gw.server).get(path).set('accept', 'text/html');

/** A page's headers and body as sent, still compressed (supertest would decode it). */
function rawPage(gw: TestGateway, path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = gw.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
const readManifest = () => JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** What a server-rendered page lists for web/src/boot.ts to load once it has painted. */
type ListedScripts = { entry: string; preload: string[]; inTurn?: string[]; styles?: string[]; tabs?: Record<string, { preload: string[]; styles: string[] }> };
function appScriptsOf(html: string): ListedScripts & { signedIn?: ListedScripts } {
  const listed = /<script type="application\/json" id="trek-app-scripts">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(listed ?? '{"entry":"","preload":[]}') as ListedScripts & { signedIn?: ListedScripts };
}

/** The manifest keys of `key`'s chunk and of every chunk it imports statically. */
function staticChunkKeys(manifest: Record<string, ManifestChunk>, key: string, graph = new Set<string>()): Set<string> {
  if (graph.has(key)) return graph;
  graph.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticChunkKeys(manifest, imported, graph);
  return graph;
}

/**
 * Checks what a page lists for the boot script to evaluate one chunk per task before `entryKey`'s
 * chunk: every chunk the entry imports, directly or not, but the boot script's own (evaluated with
 * it), each once and after every listed chunk it imports; not the entry itself.
 */
function expectEvaluatedInTurn(manifest: Record<string, ManifestChunk>, entryKey: string, inTurn: readonly string[] | undefined): void {
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  const bootFiles = new Set([...staticChunkKeys(manifest, 'src/boot.ts')].map(fileOf));
  const expected = [...staticChunkKeys(manifest, entryKey)].filter((key) => key !== entryKey && !bootFiles.has(fileOf(key)));
  expect(expected).not.toHaveLength(0);
  expect([...(inTurn ?? [])].sort()).toEqual(expected.map(fileOf).sort());
  const position = new Map((inTurn ?? []).map((file, index) => [file, index]));
  for (const key of expected) {
    for (const imported of manifest[key]!.imports ?? []) {
      if (position.has(fileOf(imported))) expect(position.get(fileOf(imported))).toBeLessThan(position.get(fileOf(key))!);
    }
  }
}

const stylesheetsOf = (head: string) => [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

/**
 * A gateway that renders the pages from a content stand-in, for the describe block it is called in,
 * with the page cache kept `cacheMs` (0: every request renders) and an older page sent while the
 * next is rendered for `staleMs` more.
 */
function renderingGateway(cacheMs: string, staleMs = '0'): { content: ContentStandIn; gw: TestGateway } {
  const started: { content?: ContentStandIn; gw?: TestGateway } = {};
  beforeAll(async () => {
    started.content = await startContentStandIn();
    started.gw = await startGateway({
      env: { WEB_DIST_DIR: distDir, PUBLIC_SITE_URL: SITE, PAGE_CACHE_MS: cacheMs, PAGE_STALE_MS: staleMs },
      upstreamUrls: { content: started.content.url, participant: started.content.url },
    });
  });
  afterAll(async () => {
    await started.gw?.close();
    await started.content?.close();
  });
  return started as { content: ContentStandIn; gw: TestGateway };
}

describe('server-rendered public pages', () => {
  const pages = renderingGateway('0');

  it('when / is opened, then the HTML carries the hero and the sections with their content, and the data to hydrate from', async () => {
    const res = await page(pages.gw, '/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`Mexico Trek ${publicEdition.year}`);
    expect(res.text).toContain('A nine-day journey from Mexico City to Cancún');
    expect(res.text).toContain('Do I need a visa?');
    expect(res.text).toMatch(/<script type="application\/json" id="trek-server-state">\{/);
  });

  it('when / is rendered for a signed-out visitor, then its data to hydrate from says nothing of who is signed in', async () => {
    // A signed-in visitor's browser starts from this data too: a "signed out" in it would be taken as fresh.
    const res = await page(pages.gw, '/');
    const state = /<script type="application\/json" id="trek-server-state">(.*?)<\/script>/s.exec(res.text)?.[1] ?? '';
    const queries = (JSON.parse(state) as { queries: Array<{ queryKey: unknown[] }> }).queries;
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.map(({ queryKey }) => queryKey[0])).not.toContain('/api/auth/me');
  });

  it('when a phone asks, then the page arrives in the phone layout and says so for hydration; other browsers get the desktop one', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    for (const headers of [{ 'user-agent': iphone }, { 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' }]) {
      const res = await page(pages.gw, '/').set(headers);
      expect(res.text).toContain('<meta name="trek-server-layout" content="phone" />');
      expect(res.headers.vary).toContain('User-Agent');
    }
    for (const headers of [{ 'user-agent': desktop }, { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1' }]) {
      expect((await page(pages.gw, '/').set(headers)).text).toContain('<meta name="trek-server-layout" content="desktop" />');
    }
  });

  it('when the browser prefers Spanish, then the page arrives in Spanish with lang="es", and a chosen language (the trek-lang cookie) wins over the browser', async () => {
    const spanish = await page(pages.gw, '/').set('accept-language', 'es-MX,es;q=0.9,en;q=0.8');
    expect(spanish.text).toContain('<html lang="es"');
    expect(spanish.text).toContain('Un viaje de nueve días de la Ciudad de México a Cancún');
    expect(spanish.headers.vary).toContain('Cookie');
    expect(spanish.headers.vary).toContain('Accept-Language');

    const chosenEnglish = await page(pages.gw, '/').set({ 'accept-language': 'es-MX,es;q=0.9', cookie: 'other=1; trek-lang=en' });
    expect(chosenEnglish.text).toContain('<html lang="en"');
    expect(chosenEnglish.text).toContain('A nine-day journey from Mexico City to Cancún');

    const chosenSpanish = await page(pages.gw, '/apply').set({ 'accept-language': 'en-US,en', cookie: 'trek-lang=es' });
    expect(chosenSpanish.text).toContain('<html lang="es"');
    expect(chosenSpanish.text).toContain(`<title>Postúlate | Mexico Trek ${publicEdition.year}</title>`);

    const unknown = await page(pages.gw, '/').set({ 'accept-language': 'fr-FR', cookie: 'trek-lang=fr' });
    expect(unknown.text).toContain('<html lang="en"');
  });

  it('when a page is in Spanish, then it links the Spanish web app manifest the build wrote, so installing it before the app loads describes the app in Spanish', async () => {
    const manifestOf = (html: string) => /<link rel="manifest" href="([^"]+)">/.exec(html)?.[1];
    expect(manifestOf((await page(pages.gw, '/')).text)).toBe('/manifest.webmanifest');
    const spanishManifest = manifestOf((await page(pages.gw, '/privacy').set('accept-language', 'es-MX,es;q=0.9')).text);
    expect(spanishManifest).toBe('/manifest.es.webmanifest');
    expect(JSON.parse(readFileSync(join(distDir, spanishManifest!), 'utf8'))).toMatchObject({ lang: 'es' });
  });

  it('when an organizer edits the content, then the next page shows the edit', async () => {
    pages.content.faqs = [{ id: 'faq-1', question: 'Which vaccinations are advised?', answer: 'Ask your doctor.', order: 1 }];
    const res = await page(pages.gw, '/');
    expect(res.text).toContain('Which vaccinations are advised?');
    expect(res.text).not.toContain('Do I need a visa?');
  });

  it("when page text holds $&, $` or $' (replacement patterns of String.replace), then the page holds it as written: one root, and server state that parses", async () => {
    const answer = "Budget $& more, save $` early, keep $' spare.";
    pages.content.faqs = [{ id: 'faq-1', question: 'How much cash should I bring?', answer, order: 1 }];
    const res = await page(pages.gw, '/');
    expect(res.text.match(/id="root"/g)).toHaveLength(1);
    expect(res.text.match(/id="trek-server-state"/g)).toHaveLength(1);
    const state = /<script type="application\/json" id="trek-server-state">([^<]*)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(answer).slice(1, -1));
  });

  it('then each public page names itself to search engines and link previews, by the public address', async () => {
    const res = await page(pages.gw, '/privacy');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Privacy Policy · Mexico Trek</title>');
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/privacy" />`);
    expect(res.text).toContain('<meta property="og:title" content="Privacy Policy · Mexico Trek" />');
    expect(res.text).toContain(`<meta property="og:url" content="${SITE}/privacy" />`);
    expect(res.text).toContain('<meta name="twitter:card" content="summary" />');
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('when /apply is opened, then the application form arrives in the HTML', async () => {
    const res = await page(pages.gw, '/apply');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>Apply | Mexico Trek ${publicEdition.year}</title>`);
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/apply" />`);
    expect(res.text).toMatch(/<form/);
  });

  it('when /apply is opened, then its chunk\'s stylesheet is linked in the head, so the page paints styled and does not shift, and its scripts are listed for after the first paint', async () => {
    const manifest = readManifest();
    const applyChunk = manifest['src/pages/ApplyPage.tsx']!;
    const res = await page(pages.gw, '/apply');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    for (const css of applyChunk.css ?? []) expect(head).toContain(`<link rel="stylesheet" href="/${css}" />`);
    expect(head).not.toContain(applyChunk.file);
    expect(appScriptsOf(res.text).preload).toContain(`/${applyChunk.file}`);
    expect((await page(pages.gw, '/privacy')).text).not.toContain(applyChunk.file);
  });

  it('when a public page is opened, then its head asks for the stylesheets and the small boot script with its own imports only, each once, and lists the app\'s entry and scripts for after the first paint', async () => {
    const manifest = readManifest();
    const entry = manifest['index.html']!;
    const boot = manifest['src/boot.ts']!;
    // The app's stylesheet belongs to the entry or to a chunk it imports (the build groups them).
    const entryStylesheets = [entry, ...(entry.imports ?? []).map((imported) => manifest[imported]!)].flatMap((chunk) => chunk.css ?? []);
    expect(entryStylesheets).not.toHaveLength(0);
    for (const path of ['/apply', '/privacy']) {
      const html = (await page(pages.gw, path)).text;
      const head = html.split('</head>')[0]!;
      expect([...head.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([`/${boot.file}`]);
      // The boot script's imports are asked for beside it, not a round trip after it; nothing else is.
      const bootImports = (boot.imports ?? []).map((imported) => `/${manifest[imported]!.file}`);
      expect(bootImports).not.toHaveLength(0);
      expect([...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])).toEqual(bootImports);
      const stylesheets = stylesheetsOf(head);
      for (const css of entryStylesheets) expect(stylesheets).toContain(`/${css}`);
      expect(new Set(stylesheets).size).toBe(stylesheets.length);
      const listed = appScriptsOf(html);
      expect(listed.entry).toBe(`/${entry.file}`);
      for (const imported of entry.imports ?? []) expect(listed.preload).toContain(`/${manifest[imported]!.file}`);
      expect(new Set(listed.preload).size).toBe(listed.preload.length);
      // Evaluated in one task, the app's graph would block a phone's main thread for a few hundred milliseconds.
      expectEvaluatedInTurn(manifest, 'index.html', listed.inTurn);
    }
  });

  it('when the landing page is opened, then it lists its own entry, which loads neither the router nor the app\'s chunk, and the app\'s for a signed-in visitor', async () => {
    const manifest = readManifest();
    const landing = manifest['src/landing.tsx']!;
    const app = manifest['index.html']!;
    const listed = appScriptsOf((await page(pages.gw, '/')).text);
    expect(listed.entry).toBe(`/${landing.file}`);
    const landingGraph = staticChunkKeys(manifest, 'src/landing.tsx');
    for (const key of landingGraph) if (key !== 'src/landing.tsx') expect(listed.preload).toContain(`/${manifest[key]!.file}`);
    const appOnly = (app.imports ?? []).filter((imported) => !landingGraph.has(imported)).map((imported) => `/${manifest[imported]!.file}`);
    expect(appOnly).not.toHaveLength(0);
    for (const file of appOnly) expect(listed.preload).not.toContain(file);
    expect(listed.signedIn?.entry).toBe(`/${app.file}`);
    for (const imported of app.imports ?? []) expect(listed.signedIn?.preload).toContain(`/${manifest[imported]!.file}`);
    expectEvaluatedInTurn(manifest, 'src/landing.tsx', listed.inTurn);
    expectEvaluatedInTurn(manifest, 'index.html', listed.signedIn?.inTurn);
    expect((await page(pages.gw, '/apply')).text).not.toContain(landing.file);
  });

  it('when the landing page is opened, then its head links only the landing\'s own stylesheets, and the app\'s others are listed for a signed-in visitor', async () => {
    const manifest = readManifest();
    const app = manifest['index.html']!;
    const stylesOf = (keys: string[]) => keys.flatMap((key) => manifest[key]?.css ?? []).map((file) => `/${file}`);
    const landingStyles = stylesOf(['src/landing.tsx', ...(manifest['src/landing.tsx']!.imports ?? [])]);
    const appStyles = stylesOf(['index.html', ...(app.imports ?? [])]);
    const appOnlyStyles = appStyles.filter((file) => !landingStyles.includes(file));
    expect(landingStyles).not.toHaveLength(0);
    expect(appOnlyStyles).not.toHaveLength(0);
    const html = (await page(pages.gw, '/')).text;
    const stylesheets = stylesheetsOf(html.split('</head>')[0]!);
    for (const file of landingStyles) expect(stylesheets).toContain(file);
    for (const file of appOnlyStyles) expect(stylesheets).not.toContain(file);
    expect(new Set(stylesheets).size).toBe(stylesheets.length);
    expect(appScriptsOf(html).signedIn?.styles).toEqual(appOnlyStyles);
  });

  it('when the browser accepts brotli or gzip, then the page arrives compressed in it, the whole page once decoded', async () => {
    const plain = await page(pages.gw, '/').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const { headers, body } = await rawPage(pages.gw, '/', encoding);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers.vary).toMatch(/Accept-Encoding/);
      expect(body.length).toBeLessThan(plain.text.length / 4);
      const decoded = decode(body).toString('utf8');
      expect(decoded).toContain('A nine-day journey from Mexico City to Cancún');
      expect(decoded).toMatch(/<script type="application\/json" id="trek-server-state">\{/);
    }
  });

  it('when an unknown page is opened, then a 404 page arrives, kept out of search results', async () => {
    const res = await page(pages.gw, '/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('404 Page Not Found');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it('when a dashboard is opened, then its frame arrives without anyone\'s data, kept out of search results, its code listed for after the paint', async () => {
    const manifest = readManifest();
    const fileOf = (moduleId: string) => `/${manifest[moduleId]!.file}`;
    for (const [path, pageModule, tabs] of [
      [
        '/admin/dashboard?tab=applications',
        'src/pages/AdminDashboardPage.tsx',
        { overview: 'src/features/admin/overview/OverviewTab.tsx', applications: 'src/features/admin/applications/ApplicationsTab.tsx', payments: 'src/features/admin/payments/PaymentsTab.tsx' },
      ],
      // The portal's shell above the tabs comes first: it lists no tab.
      ['/participant/dashboard', 'src/pages/ParticipantDashboardPage.tsx', {}],
    ] as const) {
      const res = await page(pages.gw, path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toMatch(/<div id="root">(<style[^>]*>[^<]*<\/style>)*<div role="status"[^>]*aria-busy="true"/);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('trek-server-state');
      // The same page whoever asks: it holds nobody's data.
      const signedIn = await page(pages.gw, path).set('authorization', tokenFor({ role: 'ORGANIZER', userId: 'organizer-1' }));
      expect(signedIn.text).toBe(res.text);
      const listed = appScriptsOf(res.text);
      // The page, the account's read, the dialogs and the copy it waits for, fetched side by side.
      for (const moduleId of [pageModule, 'src/features/auth/api/current-user-api.ts', 'src/app/AppOverlays.tsx', 'src/i18n/lazy-resources.ts']) {
        expect(listed.preload).toContain(fileOf(moduleId));
      }
      // The page's own chunk is not among them: the app's entry imports it once it renders.
      expectEvaluatedInTurn(manifest, 'index.html', listed.inTurn);
      expect(listed.inTurn).not.toContain(fileOf(pageModule));
      // The dialogs' stylesheet comes with them, after the first paint: the frame does not show them.
      const overlaysStylesheets = (manifest['src/app/AppOverlays.tsx']?.css ?? []).map((file) => `/${file}`);
      expect(overlaysStylesheets).not.toHaveLength(0);
      for (const file of overlaysStylesheets) {
        expect(listed.styles).toContain(file);
        expect(stylesheetsOf(res.text.split('</head>')[0]!)).not.toContain(file);
      }
      // Each tab's code by the name `?tab=` gives it, for the boot script to fetch the open one's.
      for (const [name, tabModule] of Object.entries(tabs)) expect(listed.tabs?.[name]?.preload).toContain(fileOf(tabModule));
      // A tab whose module is not in the build would list nothing.
      for (const tab of Object.values(listed.tabs ?? {})) expect(tab.preload).not.toHaveLength(0);
      if (Object.keys(tabs).length === 0) expect(listed.tabs).toBeUndefined();
    }
    // The portal's largest text, its welcome banner's message, is painted with the frame.
    const portal = await page(pages.gw, '/participant/dashboard');
    expect(portal.text).toContain('This is your portal: complete your profile, share your travel logistics, join the WhatsApp group and keep up with updates.');
  });

  it('when an admin tab is opened by its address, then its frame carries that tab\'s title and intro, and an unknown tab\'s the Overview\'s', async () => {
    const content = await page(pages.gw, '/admin/dashboard?tab=content');
    expect(content.text).toContain('>Content</h1>');
    expect(content.text).toContain('What the public site shows: the edition');
    const spanish = await page(pages.gw, '/admin/dashboard?tab=content').set('cookie', 'trek-lang=es');
    expect(spanish.text).toContain('>Contenido</h1>');
    expect(spanish.text).toContain('Lo que muestra el sitio público: ');
    const overview = await page(pages.gw, '/admin/dashboard');
    expect(overview.text).toContain('>Overview</h1>');
    expect(overview.text).toContain('Where this edition stands: ');
    for (const path of ['/admin/dashboard?tab=payroll', '/admin/dashboard?tab=overview&ref=mail']) expect((await page(pages.gw, path)).text).toBe(overview.text);
  });

  it('then robots.txt keeps crawlers out of the signed-in areas and the API, and points at the sitemap', async () => {
    const res = await request(pages.gw.server).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const path of ['/admin/', '/participant/', '/api/', '/set-password']) expect(res.text).toContain(`Disallow: ${path}`);
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('then sitemap.xml lists the public pages by their public address', async () => {
    const res = await request(pages.gw.server).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    for (const path of ['/', '/apply', '/privacy']) expect(res.text).toContain(`<loc>${SITE}${path}</loc>`);
    expect(res.text).not.toContain('/admin');
  });
});

describe('server-rendered public pages with the page cache on', () => {
  const pages = renderingGateway('600000');

  it('when an organizer edits the content through the gateway, then the next page shows the edit although the page was cached', async () => {
    pages.content.faqs = [{ id: 'faq-1', question: 'Is travel insurance needed?', answer: 'Yes.', order: 1 }];
    expect((await page(pages.gw, '/')).text).toContain('Is travel insurance needed?');
    pages.content.faqs = [{ id: 'faq-1', question: 'How much luggage can I bring?', answer: 'One bag.', order: 1 }];
    // Changed behind the gateway's back: the cached page stands.
    expect((await page(pages.gw, '/')).text).toContain('Is travel insurance needed?');
    const edit = await request(pages.gw.server)
      .patch('/api/admin/content/faqs/faq-1')
      .set('authorization', tokenFor({ role: 'ORGANIZER' }))
      .send({ question: 'How much luggage can I bring?' });
    expect(edit.status).toBe(200);
    const next = await page(pages.gw, '/');
    expect(next.text).toContain('How much luggage can I bring?');
    expect(next.text).not.toContain('Is travel insurance needed?');
  });

  it('when pages are asked for with queries that do not change them, then each is rendered once', async () => {
    const first = await page(pages.gw, '/apply?ref=newsletter');
    const reads = pages.content.reads;
    for (const path of ['/apply', '/apply?ref=poster', '/apply?tab=content']) expect((await page(pages.gw, path)).text).toBe(first.text);
    expect(pages.content.reads).toBe(reads);
  });

  it('then each language has its own cached page: a Spanish visitor never gets the English one, nor the other way round', async () => {
    for (let round = 0; round < 2; round++) {
      const spanish = await page(pages.gw, '/').set('cookie', 'trek-lang=es');
      expect(spanish.text).toContain('<html lang="es"');
      expect(spanish.text).toContain('Postúlate ya');
      const english = await page(pages.gw, '/').set('cookie', 'trek-lang=en');
      expect(english.text).toContain('<html lang="en"');
      expect(english.text).toContain('Apply Now');
      expect(english.text).not.toContain('Postúlate ya');
    }
  });
});

// A page is fresh for 1 ms here, so every visit after the first finds it past its freshness.
describe('server-rendered public pages past their freshness', () => {
  const faq = (question: string) => [{ id: 'faq-1', question, answer: 'Yes.', order: 1 }];

  describe('within the time an older page may still be sent', () => {
    const pages = renderingGateway('1', '600000');

    it('when content changed behind the gateway, then the next visitor gets the page at once as it was, and a visitor after the new render gets the change', async () => {
      pages.content.faqs = faq('Is travel insurance needed?');
      expect((await page(pages.gw, '/')).text).toContain('Is travel insurance needed?');
      const readsBefore = pages.content.reads;
      pages.content.faqs = faq('How much luggage can I bring?');

      const sentAtOnce = await page(pages.gw, '/');
      expect(sentAtOnce.status).toBe(200);
      expect(sentAtOnce.text).toContain('Is travel insurance needed?');
      // The render that visit started, made after it was answered.
      const renderedAfter = await eventually(
        () => page(pages.gw, '/'),
        (res) => res.text.includes('How much luggage can I bring?'),
        { what: 'the page rendered in the background' },
      );
      expect(renderedAfter.text).not.toContain('Is travel insurance needed?');
      expect(pages.content.reads).toBeGreaterThan(readsBefore);
    });
  });

  describe('past the time an older page may still be sent', () => {
    const pages = renderingGateway('1', '0');

    it('when content changed behind the gateway, then the next visitor waits for the new render and gets the change', async () => {
      pages.content.faqs = faq('Is travel insurance needed?');
      expect((await page(pages.gw, '/')).text).toContain('Is travel insurance needed?');
      pages.content.faqs = faq('How much luggage can I bring?');
      const next = await page(pages.gw, '/');
      expect(next.text).toContain('How much luggage can I bring?');
      expect(next.text).not.toContain('Is travel insurance needed?');
    });
  });
});

describe('server-rendered public pages, rendered ahead as the gateway starts', () => {
  const pages = renderingGateway('600000');

  it('when the pages have been rendered ahead, then the first visitors to /, /apply and /privacy, on a phone or not, get them rendered without waiting for a read', async () => {
    await pages.gw.warmUpPages();
    const readsAhead = pages.content.reads;
    expect(readsAhead).toBeGreaterThan(0);

    const phone = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    for (const path of ['/', '/apply', '/privacy']) {
      for (const userAgent of [phone, desktop]) {
        const res = await page(pages.gw, path).set('user-agent', userAgent);
        expect(res.status).toBe(200);
        expect(res.text).toContain(`<link rel="canonical" href="${SITE}${path}"`);
      }
    }
    expect(pages.content.reads).toBe(readsAhead);
  });
});

describe('server-rendered public pages while the content service is down', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ env: { WEB_DIST_DIR: distDir, PAGE_CACHE_MS: '0' }, upstreamUrls: { content: await deadUrl('http') } });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('then / still answers 200 with the SPA shell, which shows its own loading and error states', async () => {
    const res = await page(gw, '/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('trek-server-state');
  });
});
