import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';

const DETAIL_MAX = 200;

/**
 * A provider's error text is written into logs and shown to admins only after this:
 * the key itself, bearer tokens, Authorization headers, key-looking strings and URL query strings
 * (where some providers take a key) are masked, and the rest is cut short.
 */
export function redactProviderText(text: string, secrets: (string | null | undefined)[] = []) {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join('[chave]');
  return out
    .replace(/authorization\s*[:=]\s*\S+(\s+\S+)?/gi, 'authorization: [oculto]')
    .replace(/bearer\s+\S+/gi, 'Bearer [oculto]')
    .replace(/\b(sk|pk|rk|gsk|xai|key)[-_][\w*.-]{6,}/gi, '[chave]')
    .replace(/((?:api[-_]?)?key|token|secret|password)(["']?\s*[:=]\s*["']?)[^\s"'&,]+/gi, '$1$2[oculto]')
    .replace(/(https?:\/\/[^\s?#]+)\?[^\s#]*/gi, '$1?[oculto]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DETAIL_MAX);
}

type ErrorLike = { name?: unknown; status?: unknown; message?: unknown; cause?: unknown };

/** The error and its causes: the SDK wraps what fetch threw in an APIConnectionError. */
function* chain(error: unknown) {
  let current = error as ErrorLike | undefined;
  for (let depth = 0; current && depth < 5; depth++, current = current.cause as ErrorLike | undefined)
    yield current;
}

// The SDK's errors keep Error's name; their class names and fixed messages tell them apart
// (the SDK is loaded lazily, so no instanceof here).
const CONNECTION_NAME = /APIConnection(Timeout)?Error|APIUserAbortError|AbortError|TimeoutError/;
const CONNECTION_TEXT =
  /^(Connection error\.|Request timed out\.|Request was aborted\.)$|ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT/;
const isConnectionError = (e: ErrorLike) =>
  CONNECTION_NAME.test(String(e.name)) ||
  CONNECTION_NAME.test(String((e as { constructor?: { name?: string } }).constructor?.name)) ||
  CONNECTION_TEXT.test(String(e.message));

/** What a failed call says about the API (HEALTH_MESSAGES), with a redacted detail for the admin. */
export function classifyProviderFailure(
  error: unknown,
  secrets: (string | null | undefined)[],
): { status: Exclude<ProviderHealth, 'ok'>; detail: string } {
  const errors = [...chain(error)];
  const detail = redactProviderText(String((error as ErrorLike)?.message ?? error), secrets);
  if (errors.some((e) => e.name === 'BlockedAddressError')) return { status: 'blocked', detail };
  const status = errors.map((e) => e.status).find((s): s is number => typeof s === 'number');
  if (status === 401 || status === 403) return { status: 'unauthorized', detail };
  if (status !== undefined) return { status: 'error', detail };
  if (errors.some(isConnectionError)) return { status: 'unreachable', detail };
  return { status: 'error', detail };
}
