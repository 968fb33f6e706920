import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
/** How the next answers behave: a reply text, an HTTP error, or silence past the client's timeout. */
export type LoopbackMode =
  | { kind: 'reply'; text: string }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'hang' };

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 (chat completions, and the Assistants API's
 * run, poll and message list), recording every request: the provider path is tested over the
 * wire, with the SDK's own retries and timeouts, not through a mock of the SDK.
 */
export async function startOpenAiLoopback() {
  const requests: RecordedRequest[] = [];
  let mode: LoopbackMode = { kind: 'reply', text: 'Resposta da API.' };
  const hanging = new Set<() => void>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://loopback');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      headers: req.headers,
      body: raw ? JSON.parse(raw) : null,
    });

    if (mode.kind === 'hang') {
      // Never answers; closed when the client gives up or the server stops.
      hanging.add(() => res.destroy());
      return;
    }
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode.kind === 'status')
      return json(mode.status, {
        error: { message: mode.message ?? 'falha simulada', type: 'server_error' },
      });

    const text = mode.text;
    const created = Math.floor(Date.now() / 1000);
    if (url.pathname.endsWith('/chat/completions'))
      return json(200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created,
        model: (requests.at(-1)?.body as { model?: string })?.model ?? 'modelo',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
      });
    const run = {
      id: 'run_1',
      object: 'thread.run',
      thread_id: 'thread_1',
      status: 'completed',
      created_at: created,
    };
    if (url.pathname.endsWith('/threads/runs') || /\/threads\/[^/]+\/runs\/[^/]+$/.test(url.pathname))
      return json(200, run);
    if (/\/threads\/[^/]+\/messages$/.test(url.pathname))
      return json(200, {
        object: 'list',
        data: [
          {
            id: 'msg_1',
            object: 'thread.message',
            role: 'assistant',
            thread_id: 'thread_1',
            run_id: 'run_1',
            created_at: created,
            content: [{ type: 'text', text: { value: text, annotations: [] } }],
          },
        ],
        has_more: false,
      });
    json(404, { error: { message: `no route ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: LoopbackMode) {
      mode = next;
    },
    async close() {
      for (const close of hanging) close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
