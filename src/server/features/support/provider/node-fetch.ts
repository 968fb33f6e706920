import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

const plainHeaders = (headers: HeadersInit | undefined) => Object.fromEntries(new Headers(headers).entries());

function toResponse(res: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    for (const item of [value ?? []].flat()) headers.append(name, item);
  const status = res.statusCode ?? 502;
  const empty = status === 204 || status === 304;
  if (empty) res.resume();
  return new Response(empty ? null : (Readable.toWeb(res) as ReadableStream), {
    status,
    statusText: res.statusMessage,
    headers,
  });
}

/**
 * The fetch the OpenAI SDK needs (a status, headers and a streamed body), over node:http(s) so
 * that the connection's DNS lookup is ours (dns-guarded-fetch.ts): Node's global fetch takes no
 * lookup. Honours the SDK's abort signal, which carries its timeout.
 */
export async function fetchWithLookup(
  input: string | URL | Request,
  init: RequestInit | undefined,
  lookup: LookupFunction,
): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const body = init?.body == null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((settle, fail) => {
    const req = request(
      url,
      {
        method: init?.method ?? 'GET',
        headers: plainHeaders(init?.headers),
        lookup,
        signal: init?.signal ?? undefined,
      },
      (res) => settle(toResponse(res)),
    );
    req.on('error', fail);
    req.end(body);
  });
}
