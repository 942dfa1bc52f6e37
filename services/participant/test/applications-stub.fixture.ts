import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApplicationsStub {
  url: string;
  server: Server;
}

/** The applications service's two calls a data download and an erasure make, answered with nothing held; its own suite tests them for real. */
export async function startApplicationsStub(): Promise<ApplicationsStub> {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && req.url === '/api/applications/mine') return void res.end('{"applications":[]}');
    if (req.method === 'DELETE' && req.url?.startsWith('/api/admin/applications/by-account/')) return void res.end('{"erased":0}');
    res.writeHead(404).end('{"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
