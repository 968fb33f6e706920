/**
 * Whether an error means the database cannot serve this request right now (a
 * restart, a cut network, the pool's connection timeout, or a transaction PostgreSQL rolled back
 * to end a deadlock or a serialization conflict), not that a query was wrong. Such a request
 * answers 503 with a pt-BR message (error-handler.ts): nothing of it was written, and the same
 * request succeeds once the database is back or the other transaction is done; the pool drops
 * broken connections and opens new ones on demand.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // Socket errors, and PostgreSQL's "connection exception" class, shutdown/starting codes and
      // conflicts PostgreSQL ends by rolling a transaction back (40001 serialization, 40P01 deadlock).
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
        return true;
      if (/^(08...|57P0[123]|40001|40P01)$/.test(code)) return true;
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
