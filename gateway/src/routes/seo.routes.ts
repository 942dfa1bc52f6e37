import { Router } from 'express';

/** The public pages (web/src/config/paths.ts) search engines may list. */
const PUBLIC_PAGES = ['/', '/apply', '/privacy'];

/** Signed-in areas, one-off pages and the API: nothing there is for search engines. */
const DISALLOWED = ['/admin/', '/participant/', '/set-password', '/offer', '/apply/confirmation', '/api/', '/media/'];

const CACHE_FOR_A_DAY = 'public, max-age=86400';

/** robots.txt and sitemap.xml, both naming the site by its public address (PUBLIC_SITE_URL). */
export function seoRoutes(site: string): Router {
  const robots = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${site}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', CACHE_FOR_A_DAY);
    res.type('text/plain').send(robots);
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', CACHE_FOR_A_DAY);
    res.type('application/xml').send(sitemap);
  });
  return router;
}
