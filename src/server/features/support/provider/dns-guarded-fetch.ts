import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isInternalAddress, isInternalHost } from './private-address';

/** The API's address is internal: thrown by the fetch below, classified as 'blocked'. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

type Resolve = typeof dnsLookup;

/**
 * A connection's own DNS answer, checked before the socket opens: a name that resolved to a
 * public address when saved and to 127.0.0.1 now (DNS rebinding) is refused at the moment of
 * the call, and the socket connects to exactly the address that was checked.
 */
export const guardedLookup =
  (resolve: Resolve = dnsLookup): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const first = addresses[0];
      if (!first || addresses.some((entry) => isInternalAddress(entry.address)))
        return callback(new BlockedAddressError(`${hostname} resolve para um endereço interno`), '', 4);
      if (options.all) return (callback as (e: null, all: typeof addresses) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };

/**
 * The fetch the OpenAI SDK uses for an assistant API when private URLs are not allowed. https
 * only; IP literals and localhost are refused before any connection (a socket skips the lookup
 * for an IP), names when they resolve.
 */
export function dnsGuardedFetch({ resolve = dnsLookup }: { resolve?: Resolve } = {}): typeof fetch {
  const lookup = guardedLookup(resolve);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.protocol !== 'https:') throw new BlockedAddressError('a URL da API não é https');
    if (isInternalHost(url.hostname)) throw new BlockedAddressError(`${url.hostname} é um endereço interno`);
    return fetchWithLookup(input, init, lookup);
  };
}

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
 * that the connection's DNS lookup is ours (guardedLookup): Node's global fetch takes no
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
