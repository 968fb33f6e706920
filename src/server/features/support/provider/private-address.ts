import { BlockList, isIP } from 'node:net';

// The assistant's key goes wherever its base URL points (docs/decisions/014-support-assistant.md),
// so the URL may not point inside the operator's network (cloud metadata at 169.254.169.254, a database on
// 10.x, the app itself on 127.0.0.1) unless ASSISTANT_ALLOW_PRIVATE_URLS says a model runs there.
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed on some LANs)
  ['ff00::', 8], // multicast
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address carried inside an IPv6 one (::ffff:a.b.c.d, ::ffff:7f00:1, NAT64 64:ff9b::/96). */
function embeddedIpv4(ipv6: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(ipv6);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2] ?? '0', 16);
  const low = Number.parseInt(match[3] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address (v4 or v6) is private, loopback, link-local, unique-local, CGNAT or unspecified. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  return v4 ? internal.check(v4, 'ipv4') : internal.check(address, 'ipv6');
}

/** `localhost` and its subdomains are the machine itself whatever a resolver says (RFC 6761). */
const LOCAL_NAME = /(^|\.)localhost\.?$/i;

/**
 * Whether a URL's host is internal without asking DNS: an IP literal in an internal range, or
 * localhost. Names are resolved, and checked again, when the API is called (dns-guarded-fetch.ts).
 */
export function isInternalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return LOCAL_NAME.test(bare) || isInternalAddress(bare);
}

export const BASE_URL_MESSAGES = {
  https: 'A URL da API deve começar com https://.',
  internal:
    'A URL da API não pode apontar para a rede interna (localhost, 127.0.0.1, 10.x, 192.168.x, 169.254.x…). ' +
    'Para um modelo na sua rede, o operador define ASSISTANT_ALLOW_PRIVATE_URLS=true.',
  invalid: 'Informe uma URL válida (https://…).',
} as const;

/**
 * Why a base URL may not be used, or null when it may. Empty means OpenAI's own.
 * With private URLs allowed (a self-hosted model on the LAN), http and internal hosts pass.
 */
export function baseUrlProblem(baseUrl: string | null, { allowPrivate }: { allowPrivate: boolean }) {
  if (!baseUrl || allowPrivate) return null;
  if (!URL.canParse(baseUrl)) return BASE_URL_MESSAGES.invalid;
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:') return BASE_URL_MESSAGES.https;
  return isInternalHost(url.hostname) ? BASE_URL_MESSAGES.internal : null;
}
