// `node --import tsx bench/lib/seed-member.ts`: migrates the bench database (DATA_DIR or
// DATABASE_URL from the environment), adds the bulk rows, then one active subscriber made by
// the same factory the tests use. Prints that member's credentials as the last line (JSON).
import { sql } from 'kysely';
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/platform/config/env';
import { createLogger } from '../../src/server/platform/logger';
import { createUser } from '../../src/server/seed/factories';
import { seedBulk } from './seed-bulk';

const deps = await createDeps(loadEnv(), createLogger('warn'));
const { db, kind } = deps.database;
if (process.env.BENCH_BULK !== '0') await seedBulk(db);
const member = await createUser(deps, { role: 'user', subscription: 'active', fullName: 'Membro Bench' });
// Production databases are not ANALYZEd by the app; BENCH_ANALYZE=1 adds planner statistics.
if (process.env.BENCH_ANALYZE === '1') await sql`analyze`.execute(db);
if (kind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
await db.destroy();
process.stdout.write(`${JSON.stringify({ email: member.email, password: member.password })}\n`);
