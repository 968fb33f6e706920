import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { fetchWithLookup } from './node-fetch';
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
 * Issue 18 §7: the fetch the OpenAI SDK uses for an assistant API when private URLs are not
 * allowed. https only; IP literals and localhost are refused before any connection (a socket
 * skips the lookup for an IP), names when they resolve.
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
