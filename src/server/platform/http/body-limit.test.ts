import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../app-env';
import { createLogger } from '../logger';
import { errorHandler, MESSAGES } from './app-error';
import { limitBodies } from './middleware';

const MAX = 1024;
const app = new Hono<AppEnv>();
app.onError(errorHandler(createLogger('silent')));
app.use(limitBodies(MAX, (_, path) => path === '/upload'));
// Answers how many bytes of body the route read.
app.post('/echo', async (c) => c.json({ bytes: (await c.req.text()).length }));
app.post('/upload', async (c) => c.json({ bytes: (await c.req.text()).length }));

let server: Server;
let port: number;
beforeAll(async () => {
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One request written byte for byte, so its framing is exactly the test's; returns status and body. */
function raw(head: string[], body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [top = '', rest = ''] = answer.split('\r\n\r\n');
      const chunked = /transfer-encoding: chunked/i.test(top);
      // A chunked answer: the JSON is the first chunk's data.
      resolve({ status: Number(top.split(' ')[1]), body: chunked ? (rest.split('\r\n')[1] ?? '') : rest });
    });
    socket.end(`${[...head, 'Host: localhost', 'Connection: close'].join('\r\n')}\r\n\r\n${body}`);
  });
}
const chunks = (...parts: string[]) =>
  `${parts.map((part) => `${part.length.toString(16)}\r\n${part}\r\n`).join('')}0\r\n\r\n`;

describe('body limit over HTTP (framed by Node’s parser)', () => {
  it('lets a POST without a body through', async () => {
    const res = await raw(['POST /echo HTTP/1.1']);
    expect(res).toEqual({ status: 200, body: JSON.stringify({ bytes: 0 }) });
  });

  it('passes a body within the declared Content-Length, whole', async () => {
    const body = 'x'.repeat(MAX);
    const res = await raw(['POST /echo HTTP/1.1', `Content-Length: ${body.length}`], body);
    expect(res).toEqual({ status: 200, body: JSON.stringify({ bytes: MAX }) });
  });

  it('refuses a declared Content-Length over the limit with 413 in Portuguese, before the route', async () => {
    const body = 'x'.repeat(MAX + 1);
    const res = await raw(['POST /echo HTTP/1.1', `Content-Length: ${body.length}`], body);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(MESSAGES.tooLarge);
  });

  it('counts a chunked body: within the limit it passes, past it 413', async () => {
    const head = ['POST /echo HTTP/1.1', 'Transfer-Encoding: chunked'];
    const within = await raw(head, chunks('x'.repeat(600), 'y'.repeat(400)));
    expect(within).toEqual({ status: 200, body: JSON.stringify({ bytes: 1000 }) });
    const past = await raw(head, chunks('x'.repeat(600), 'y'.repeat(600)));
    expect(past.status).toBe(413);
    expect(JSON.parse(past.body).message).toBe(MESSAGES.tooLarge);
  });

  it('leaves routes with their own limit alone', async () => {
    const body = 'x'.repeat(MAX * 2);
    const res = await raw(['POST /upload HTTP/1.1', `Content-Length: ${body.length}`], body);
    expect(res).toEqual({ status: 200, body: JSON.stringify({ bytes: MAX * 2 }) });
  });
});

describe('body limit in-process (no parser: the body is counted)', () => {
  it('refuses a body over the limit that declares no length', async () => {
    const res = await app.request('/echo', { method: 'POST', body: 'x'.repeat(MAX + 1) });
    expect(res.status).toBe(413);
  });

  it('passes one within it', async () => {
    const res = await app.request('/echo', { method: 'POST', body: 'x'.repeat(MAX) });
    expect(await res.json()).toEqual({ bytes: MAX });
  });
});
