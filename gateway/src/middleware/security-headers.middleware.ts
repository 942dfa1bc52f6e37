import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Headers for the SPA: everything from our own origin only. Images also from data: and blob:
 * (the photo crop dialog previews the picked file); inline styles because Mantine injects them.
 * No upgrade-insecure-requests: the stack is also run over plain http on a LAN address. The web
 * app manifest and the service worker (the installable app, the offline trip card) are named
 * although default-src covers them, so the policy says what the site loads.
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/** The headers a middleware sets, recorded once on a stand-in response. */
function headersSetBy(middleware: typeof helmetHeaders): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Every header here is the same for every request (no nonce, nothing read from the request).
  if (!finished) throw new Error('the security headers middleware did not finish synchronously');
  return Object.freeze(headers);
}

/**
 * helmet's headers for this policy, computed once: every answer carries them, and a shared-cache
 * hit answered before Express (cache-hit.listener.ts) sends them from here without running helmet.
 */
export const SECURITY_HEADERS = headersSetBy(helmetHeaders);

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name]!);
  next();
}

/**
 * The security headers that act on a script: HTTPS only, its type enforced (nosniff), not
 * readable by other sites' pages (CORP). The rest (the content security policy, framing, the
 * opener, the referrer policy...) applies to a document, and a script never becomes one. They
 * would be about half of each script's headers, and the landing page fetches dozens of scripts.
 */
const SCRIPT_HEADER_NAMES: ReadonlySet<string> = new Set(['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy']);
/** A stylesheet's own requests (its images and fonts) follow the referrer policy it was sent with. */
const STYLESHEET_HEADER_NAMES: ReadonlySet<string> = new Set([...SCRIPT_HEADER_NAMES, 'referrer-policy']);

/**
 * For the build's scripts and stylesheets: keeps only the security headers that act on them.
 * Any other file keeps every header (an SVG or HTML file opened by itself is a document).
 */
export function subresourceSecurityHeaders(req: Request, res: Response, next: NextFunction): void {
  const kept = req.path.endsWith('.js') ? SCRIPT_HEADER_NAMES : req.path.endsWith('.css') ? STYLESHEET_HEADER_NAMES : null;
  if (kept) {
    for (const name in SECURITY_HEADERS) if (!kept.has(name)) res.removeHeader(name);
  }
  next();
}
