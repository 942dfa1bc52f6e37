// The benchmark's baseline: a node:http server answering every request with one body, sent by the
// parent process over IPC. Prints nothing; tells the parent its port, then that the body is set.
import { createServer } from 'node:http';

let body = '';
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.(typeof address === 'object' && address ? address.port : 0);
});
process.on('message', (message) => {
  body = String(message);
  process.send?.('ready');
});
