import { Router, type Request, type Response } from 'express';
import { findMediaToServe } from '../domain/serve-media.js';
import type { UploadDomain } from '../domain/upload-context.js';

/** Uploaded bytes never run: no scripts, no plugins, no same-origin document even if a browser sniffed one. */
const MEDIA_CSP = "default-src 'none'; sandbox";

const acceptsWebp = (req: Request) => /(^|[\s,])image\/webp(\s*(;|,|$))/i.test(req.headers.accept ?? '');

export function mediaRoutes(domain: UploadDomain): Router {
  const router = Router();
  router.get(/^\/media\/(.+)$/, async (req: Request, res: Response) => {
    const key = (req.params as Record<string, string>)[0] ?? '';
    const media = await findMediaToServe(key, acceptsWebp(req), domain);
    res.setHeader('Content-Type', media.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', MEDIA_CSP);
    res.setHeader('Content-Disposition', `${media.disposition}; filename="${media.fileName}"`);
    res.setHeader('Vary', 'Accept');
    if (!media.etag) {
      res.setHeader('Cache-Control', 'no-store');
      res.end(media.body);
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', media.etag);
    if (req.headers['if-none-match'] === media.etag) {
      res.status(304).end();
      return;
    }
    res.end(media.body);
  });
  return router;
}
