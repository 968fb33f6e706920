import { sql } from 'kysely';
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/platform/config/env';
import { createLogger } from '../../src/server/platform/logger';
import { createUser } from '../../src/server/seed/factories';
import { explainCaptured } from './explain-captured';
import { buildCatalogue } from './query-catalogue';
import { DEFAULT_SIZES, seedBulk } from './seed-bulk';
import { seedPaymentEvents } from './seed-payment-events';
import { seedRevenueMovements } from './seed-revenue';

const env = loadEnv();
const deps = await createDeps(env, createLogger('warn'));
const { db, kind } = deps.database;
await seedBulk(db);
await seedPaymentEvents(db);
await seedRevenueMovements(db, 5000);
const member = await createUser(deps, { role: 'user', subscription: 'active' });
await sql`analyze`.execute(db);
const catalogue = await buildCatalogue(deps, member);

const counts: Record<string, number> = {};
for (const table of [
  'profiles',
  'sessions',
  'accounts',
  'subscriptions',
  'rate_limits',
  'library_items',
  'trainings',
].concat(
  ['support_conversations', 'support_tickets', 'totp_requests', 'landing_tools'],
  ['webhook_events', 'webhook_event_terms', 'revenue_movements'],
)) {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  counts[table] = Number(rows[0]?.n ?? 0);
}

const plans = await explainCaptured(env, kind, catalogue, { analyze: false });
await db.destroy();
process.stdout.write(`${JSON.stringify({ kind, sizes: DEFAULT_SIZES, counts, plans })}\n`);
