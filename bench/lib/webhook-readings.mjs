// What the webhook bench (bench/webhooks.mjs) reads from the database beside the server: the
// deliveries stored and applied, and how long each waited to be applied.

/** Reads the bench's database from outside the server: `all(sql)` answers rows on both engines. */
export async function openReader(database) {
  if (database.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    return { all: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(`${database.dataDir}/hub.sqlite`, { readonly: true });
  return { all: async (sql) => db.prepare(sql).all(), close: async () => db.close() };
}

/** What the database holds afterwards: every delivery stored, each new buyer granted once. */
export async function countRows(reader) {
  const queries = {
    applied: "select count(*) as n from webhook_events where outcome = 'applied'",
    duplicate: "select count(*) as n from webhook_events where outcome = 'duplicate'",
    otherOutcomes: "select count(*) as n from webhook_events where outcome not in ('applied', 'duplicate')",
    subscriptions: "select count(*) as n from subscriptions where status = 'active'",
    mailsQueued: 'select count(*) as n from mail_outbox',
  };
  const counts = {};
  for (const [name, sql] of Object.entries(queries)) counts[name] = Number((await reader.all(sql))[0].n);
  return counts;
}

/** The p-th percentile as this bench has always taken it: the value at index ⌊n·p/100⌋. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * Waits until the payment worker has applied every delivery (none pending), then says how long
 * each delivery received since `since` waited for it: the delay between the answer and access.
 */
export async function appliedDelays(reader, since) {
  const started = Date.now();
  while (
    Number((await reader.all("select count(*) as n from webhook_events where outcome = 'pending'"))[0].n) > 0
  ) {
    if (Date.now() - started > 120_000) throw new Error('deliveries still pending after 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const rows = (await reader.all('select received_at, processed_at from webhook_events'))
    .map((row) => ({
      received: new Date(row.received_at).getTime(),
      processed: new Date(row.processed_at).getTime(),
    }))
    .filter((row) => row.received >= since);
  const delays = rows.map((row) => row.processed - row.received).sort((a, b) => a - b);
  const first = Math.min(...rows.map((row) => row.received));
  const last = Math.max(...rows.map((row) => row.processed));
  return {
    deliveries: delays.length,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1),
    // From the burst's first delivery received to its last applied.
    burstMs: last - first,
  };
}
