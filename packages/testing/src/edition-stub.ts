import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The content service's `GET /api/public/edition`, for suites of the services that read the
 * edition settings from it: it answers whatever the test puts in `edition`, or 503 while `down`.
 * Other public reads answer what the test puts in `responses` under their path and query.
 */
export interface EditionStub<T> {
  url: string;
  edition: T;
  down: boolean;
  /** How many times the edition was read (to see a cache at work). */
  reads: number;
  responses: Record<string, unknown>;
  close: () => Promise<void>;
}

export async function startEditionStub<T>(edition: T): Promise<EditionStub<T>> {
  const server = createServer();
  const stub: EditionStub<T> = {
    url: '',
    edition,
    down: false,
    reads: 0,
    responses: {},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('request', (req, res) => {
    const other = req.url === undefined ? undefined : stub.responses[req.url];
    if (!stub.down && other !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(other));
      return;
    }
    if (stub.down || req.url !== '/api/public/edition') {
      res.writeHead(stub.down ? 503 : 404, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
      return;
    }
    stub.reads += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stub.edition));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
