import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A loopback SMTP server that waits `replyDelayMs` before every reply, like a slow provider
 * (auth-timing.api.test.ts: slow mail must not show in an answer's time). Just enough SMTP for
 * nodemailer: no TLS, no auth. Keeps what it received so a test can see the mail arrived.
 */
export async function startSlowSmtpServer({ replyDelayMs }: { replyDelayMs: number }) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    // Replies leave in order, each after its delay.
    let replies = Promise.resolve();
    const reply = (line: string, then?: () => void) => {
      replies = replies.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              if (!socket.destroyed) socket.write(`${line}\r\n`);
              then?.();
              resolve();
            }, replyDelayMs),
          ),
      );
    };
    reply('220 slow-smtp.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-slow-smtp.test\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 slow-smtp.test');
        else if (verb === 'MAIL') {
          envelope.from = line.slice(10);
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(line.slice(8));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') reply('221 bye', () => socket.end());
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
