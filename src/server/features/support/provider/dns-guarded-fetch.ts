import { lookup as dnsLookup } from 'node:dns';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isInternalAddress, isInternalHost } from './private-address';

/** The API's address is internal: thrown by the fetch below, classified as 'blocked'. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

type Lookup = typeof dnsLookup;

/**
 * A connection's own DNS answer, checked before the socket opens: a name that resolved to a
 * public address when saved and to 127.0.0.1 now (DNS rebinding) is refused at the moment of
 * the call, and the socket connects to exactly the address that was checked.
 */
const guardedLookup =
  (resolve: Lookup): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const bad = addresses.find((entry) => isInternalAddress(entry.address));
      if (bad)
        return callback(new BlockedAddressError(`${hostname} resolve para um endereço interno`), '', 4);
      if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new BlockedAddressError(`${hostname} sem endereço`), '', 4);
      callback(null, first.address, first.family);
    });
  };

const plainHeaders = (headers: HeadersInit | undefined) => Object.fromEntries(new Headers(headers).entries());

/**
 * Issue 18 §7: the fetch the OpenAI SDK uses for an assistant API when private URLs are not
 * allowed. https only; IP literals and localhost are refused before any connection, names when
 * they resolve. The SDK only needs a status, headers and a streamed body back.
 */
export function dnsGuardedFetch({ resolve = dnsLookup }: { resolve?: Lookup } = {}): typeof fetch {
  const lookup = guardedLookup(resolve);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.protocol !== 'https:') throw new BlockedAddressError('a URL da API não é https');
    if (isInternalHost(url.hostname)) throw new BlockedAddressError(`${url.hostname} é um endereço interno`);
    const body = init?.body == null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
    return new Promise<Response>((settle, fail) => {
      const req = request(
        url,
        {
          method: init?.method ?? 'GET',
          headers: plainHeaders(init?.headers),
          lookup,
          signal: init?.signal ?? undefined,
        },
        (res) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const item of [value ?? []].flat()) headers.append(name, item);
          const status = res.statusCode ?? 502;
          const empty = status === 204 || status === 304;
          if (empty) res.resume();
          settle(
            new Response(empty ? null : (Readable.toWeb(res) as ReadableStream), {
              status,
              statusText: res.statusMessage,
              headers,
            }),
          );
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  };
}
