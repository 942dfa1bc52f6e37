import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startGateway, type TestGateway } from './gateway.fixture.js';

const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>';
const APP_JS = 'console.log("app")';
const APP_CSS = 'body { margin: 0 }';
const SW_JS = 'self.addEventListener("fetch", () => {})';
const MANIFEST = '{"name":"Mexico Trek","start_url":"/"}';

let dist: string;
let gw: TestGateway;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'trek-gateway-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'app-abc.js'), APP_JS);
  await writeFile(join(dist, 'assets', 'app-abc.css'), APP_CSS);
  await writeFile(join(dist, 'sw.js'), SW_JS);
  await writeFile(join(dist, 'manifest.webmanifest'), MANIFEST);
  // As the build writes them: a brotli and a gzip copy next to each text asset.
  await writeFile(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(APP_JS));
  gw = await startGateway({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await gw.close();
  await rm(dist, { recursive: true, force: true });
});

describe('SPA serving', () => {
  it('when a hashed asset is requested, then it is cached for a year as immutable', async () => {
    const res = await request(gw.server).get('/assets/app-abc.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(APP_JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when the browser accepts brotli, then the brotli copy is sent, still cached for a year', async () => {
    const res = await request(gw.server).get('/assets/app-abc.js').set('accept-encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The client decodes what it asked for.
    expect(res.text).toBe(APP_JS);
  });

  it('when the browser accepts only gzip, then the gzip copy is sent', async () => {
    const res = await request(gw.server).get('/assets/app-abc.js').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(APP_JS);
  });

  it('when the root is requested, then index.html is served and must be revalidated', async () => {
    const res = await request(gw.server).get('/').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a client-side route is opened directly, then index.html is served (history fallback)', async () => {
    const res = await request(gw.server).get('/participant/dashboard').set('accept', 'text/html,application/xhtml+xml');
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when the installed app checks for an update, then the service worker is revalidated every time', async () => {
    const res = await request(gw.server).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when the browser reads the web app manifest, then it is sent as a manifest', async () => {
    const res = await request(gw.server).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(res.text)).toEqual(JSON.parse(MANIFEST));
  });

  it('when an asset is missing, then 404 rather than index.html', async () => {
    const res = await request(gw.server).get('/assets/app-old.js').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });

  it('when an unknown /api path is requested by a browser, then JSON 404, never index.html', async () => {
    const res = await request(gw.server).get('/api/participant-dashboard-typo').set('accept', 'text/html');
    const media = await request(gw.server).post('/media/x.png').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect(media.status).toBe(404);
    expect(media.body).toEqual({ message: 'Not found' });
  });

  it('when a non-page request misses, then 404 rather than index.html', async () => {
    const image = await request(gw.server).get('/missing.png').set('accept', 'image/png');
    const post = await request(gw.server).post('/participant/dashboard').set('accept', 'text/html');
    expect(image.status).toBe(404);
    expect(post.status).toBe(404);
  });

  it('then pages carry a same-origin content security policy that allows the crop dialog\'s images', async () => {
    const res = await request(gw.server).get('/').set('accept', 'text/html');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // The installable app: its manifest and service worker come from the site itself.
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers', () => {
  /** Every header helmet sets for the site's policy, as a page gets them. */
  const DOCUMENT_HEADERS = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  /** What acts on a script fetched by a page: HTTPS only, its type enforced, not for other sites. */
  const SCRIPT_HEADERS = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];

  it('when a page is served, then it carries every security header', async () => {
    for (const path of ['/', '/participant/dashboard']) {
      const res = await request(gw.server).get(path).set('accept', 'text/html');
      expect(res.status).toBe(200);
      for (const name of DOCUMENT_HEADERS) expect(res.headers).toHaveProperty(name);
    }
  });

  it('when the service worker or the web app manifest is served, then it carries every security header', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const res = await request(gw.server).get(path);
      for (const name of DOCUMENT_HEADERS) expect(res.headers).toHaveProperty(name);
    }
  });

  it('when a script is served, then it carries the headers that act on a script and none meant for documents', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request(gw.server).get('/assets/app-abc.js').set('accept-encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['etag']).toEqual(expect.any(String));
      for (const name of DOCUMENT_HEADERS.filter((header) => !SCRIPT_HEADERS.includes(header))) expect(res.headers).not.toHaveProperty(name);
    }
  });

  it('when a stylesheet is served, then it also keeps the referrer policy its own requests follow', async () => {
    const res = await request(gw.server).get('/assets/app-abc.css');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers).not.toHaveProperty('content-security-policy');
    expect(res.headers).not.toHaveProperty('x-frame-options');
  });
});

describe('without WEB_DIST_DIR', () => {
  let apiOnly: TestGateway;
  beforeAll(async () => {
    apiOnly = await startGateway();
  });
  afterAll(async () => {
    await apiOnly.close();
  });

  it('then only /api and /media are served and pages are a JSON 404', async () => {
    const res = await request(apiOnly.server).get('/participant/dashboard').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});
