// An HTTP/2 TLS front for a stack, as production's reverse proxy (Caddy, nginx, Traefik, an
// Ingress) serves the gateway: `bench:web --http2` measures the pages through it. A key and a
// certificate for localhost are made with openssl in a temporary folder; the benchmark's Chromium
// is told to accept them. Loopback only.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Headers of one HTTP/1.1 connection, which neither side may pass on (RFC 9113, 8.2.2). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * @param {NodeJS.Dict<string | string[]>} headers
 * @returns {Record<string, string | string[]>}
 */
function passedOn(headers) {
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !name.startsWith(':') && !CONNECTION_HEADERS.has(name)) kept[name] = value;
  return kept;
}

/** A self-signed key and certificate for localhost, made with openssl. */
async function localhostCertificate() {
  const dir = await mkdtemp(join(tmpdir(), 'trek-bench-tls-'));
  try {
    await promisify(execFile)('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ]).catch((error) => {
      throw new Error(`--http2 makes a certificate for localhost with openssl, which failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `upstreamUrl` over HTTP/2 with TLS on a free loopback port.
 * @param {string} upstreamUrl the stack's address
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startHttp2Proxy(upstreamUrl) {
  const upstream = new URL(upstreamUrl);
  const server = http2.createSecureServer({ ...(await localhostCertificate()), allowHTTP1: true }, (req, res) => {
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...passedOn(req.headers), host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  /** @type {Set<import('node:http2').ServerHttp2Session>} */
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the HTTP/2 front has no port');
  return {
    url: `https://localhost:${address.port}`,
    close: async () => {
      // A browser keeps its sessions open; closing waits for none of them.
      for (const session of sessions) session.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
