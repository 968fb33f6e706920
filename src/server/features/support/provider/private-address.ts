import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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

const bytesOf = (parts: number[]) => parts.join('.');

/**
 * The IPv4 addresses an IPv6 one carries, which a gateway or the host's own stack may turn back
 * into IPv4: IPv4-compatible (::a.b.c.d), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002:AABB:CCDD::)
 * and Teredo (2001:0::/32: its server, and its client with the bits inverted).
 */
function embeddedIpv4(ipv6: string): string[] {
  const parsed = ipaddr.IPv6.parse(ipv6);
  const bytes = parsed.toByteArray();
  const words = parsed.parts;
  const last = bytes.slice(12);
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  // :: and ::1 are IPv6's own (the list above), not IPv4-compatible addresses.
  if (zeros(0, 12) && (words[6] !== 0 || (words[7] ?? 0) > 1)) return [bytesOf(last)];
  if (zeros(0, 10) && words[5] === 0xffff) return [bytesOf(last)];
  if (zeros(0, 8) && words[4] === 0xffff && words[5] === 0) return [bytesOf(last)];
  if (words[0] === 0x64 && words[1] === 0xff9b && (words[2] === 1 || zeros(4, 12))) return [bytesOf(last)];
  if (words[0] === 0x2002) return [bytesOf(bytes.slice(2, 6))];
  if (words[0] === 0x2001 && words[1] === 0)
    return [bytesOf(bytes.slice(4, 8)), bytesOf(last.map((byte) => byte ^ 0xff))];
  return [];
}

/** Whether an IP address (v4 or v6) is private, loopback, link-local, unique-local, CGNAT or unspecified. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  return v4.length > 0 ? v4.some((inner) => internal.check(inner, 'ipv4')) : internal.check(address, 'ipv6');
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
