/**
 * Issue 22 §2: whether an error means the database cannot be reached right now (a restart, a cut
 * network, the pool's connection timeout), not that a query was wrong. Such a request answers 503
 * with a pt-BR message (error-handler.ts) and the node serves again once the database is back:
 * the pool drops broken connections and opens new ones on demand.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // Socket errors, and PostgreSQL's "connection exception" class and shutdown/starting codes.
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
        return true;
      if (/^(08...|57P0[123])$/.test(code)) return true;
    }
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/.test(
        message,
      )
    )
      return true;
  }
  return false;
}
