import helmet from 'helmet';

/**
 * Headers for the SPA: everything from our own origin only. Images also from data: and blob:
 * (the photo crop dialog previews the picked file); inline styles because Mantine injects them.
 * No upgrade-insecure-requests: the stack is also run over plain http on a LAN address.
 */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});
