import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';

/**
 * A loopback TCP proxy the cluster fault tests control: `cut()` ends every connection through it
 * and then, as a server that went away would, either refuses new ones (closed at once) or
 * swallows them (`blackhole`: accepted, never answered, the worst case for a client's timeouts);
 * `restore()` forwards again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'blackhole') return;
    const upstream = createConnection(target);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Ends every open connection; new ones are refused, or held unanswered with `blackhole`. */
    cut(how: 'refuse' | 'blackhole' = 'refuse') {
      mode = how;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      for (const socket of sockets) socket.destroy();
      mode = 'open';
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
