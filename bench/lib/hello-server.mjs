// The baseline: a bare node:http hello-world, run as its own process so it never shares an
// event loop with autocannon. Port from argv; exits on SIGTERM or after a hard time limit.
import http from 'node:http';

const port = Number(process.argv[2]);
const body = JSON.stringify({ hello: 'world' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => process.exit(0));
// Never outlive the bench that started it.
setTimeout(() => process.exit(0), 5 * 60_000).unref();
