import { join, resolve } from 'node:path';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { notFound } from '@trek/service-kit';
import { subresourceSecurityHeaders } from '../middleware/security-headers.middleware.js';
import { guessLanguage } from '../ssr/language-guess.js';
import { guessPhoneLayout } from '../ssr/phone-layout-guess.js';
import type { PublicPageRenderer } from '../ssr/public-page-renderer.js';
import { encodedHtml, htmlEncodingFor } from './html-encoding.js';

const NO_CACHE = 'no-cache';

/**
 * Serves the built SPA. Hashed files under /assets never change, so browsers keep them a year;
 * they are sent as the build's brotli or gzip copy when the browser accepts one (a third to a fifth
 * of the bytes, most of a phone's wait). Pages are revalidated every time so a deploy is picked up at once. A page request (GET
 * accepting HTML) for any other path gets the public page server-rendered (/, /apply, /privacy, a
 * 404 for unknown paths), a dashboard's data-free frame, or, for the other signed-in pages,
 * index.html: the SPA's router decides what they show.
 * Pages go compressed too: the landing's HTML with its embedded data is ~150 KB, ~18 KB in gzip.
 */
export function spaRoutes(dir: string, pages: PublicPageRenderer): Router {
  const distDir = resolve(dir);
  const indexFile = join(distDir, 'index.html');
  const swFile = join(distDir, 'sw.js');
  const router = Router();
  router.use(
    '/assets',
    subresourceSecurityHeaders,
    expressStaticGzip(join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      // A hashed file never changes, so its ETag is enough to revalidate it; no Last-Modified.
      serveStatic: { index: false, immutable: true, maxAge: '365d', lastModified: false, fallthrough: true },
    }),
    notFound,
  );
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, path) => {
        // The service worker and the list of files it precaches are checked on every visit, so a
        // deploy reaches installed apps at once.
        res.setHeader('Cache-Control', path === indexFile || path === swFile ? NO_CACHE : 'public, max-age=0');
      },
    }),
  );
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    const encoding = htmlEncodingFor(req);
    pages
      .page(req.originalUrl, guessPhoneLayout(req.headers), guessLanguage(req.headers))
      .then(async (page) => ({ page, body: await encodedHtml(page, encoding) }))
      .then(
        ({ page, body }) => {
          res.setHeader('Cache-Control', NO_CACHE);
          // The layout and language rendered depend on the first four (a shared cache must keep one copy per kind).
          res.setHeader('Vary', 'User-Agent, Sec-CH-UA-Mobile, Cookie, Accept-Language, Accept-Encoding');
          if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
          res.status(page.status).type('html').send(body);
        },
        (error: unknown) => next(error),
      );
  });
  return router;
}
