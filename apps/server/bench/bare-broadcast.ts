/**
 * The reference for `npm run bench:live`: a bare `ws` server that broadcasts whatever is POSTed to
 * /broadcast to every connected client, nothing else (no routing, no database, no protocol).
 * Prints `{"port":N}` on stdout once listening. Loopback only.
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/broadcast') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      for (const client of wss.clients) client.send(payload);
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"clients":${wss.clients.size}}`);
    });
    return;
  }
  res.writeHead(404).end();
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => process.exit(0));
