// `node --import tsx bench/lib/seed-content.ts <items>` with DATA_DIR or DATABASE_URL set: migrates,
// adds <items> library items and <items> trainings (seed-bulk's rows, one in ten inactive, beside a
// few thousand people), then one active subscriber who has watched every seventh training, then
// VACUUM ANALYZE (PostgreSQL) or ANALYZE (SQLite). Prints what it made and how long it took as one JSON line.
import { sql } from 'kysely';
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/platform/config/env';
import { createLogger } from '../../src/server/platform/logger';
import { createUser } from '../../src/server/seed/factories';
import { CONTENT_MEMBER } from './content-bench';
import { seedBulk } from './seed-bulk';

const ITEMS = Number(process.argv[2] ?? 100_000);
const started = performance.now();
const deps = await createDeps(loadEnv(), createLogger('warn'));
const { db, kind } = deps.database;
await seedBulk(db, { users: 2000, content: ITEMS, support: 0, totp: 0 });
const member = await createUser(deps, {
  role: 'user',
  subscription: 'active',
  ...CONTENT_MEMBER,
  fullName: 'Membro Bench',
});

const trainings = await db.selectFrom('trainings').select('id').orderBy('created_at', 'desc').execute();
const watched = trainings.filter((_, i) => i % 7 === 0);
for (let i = 0; i < watched.length; i += 500) {
  await db
    .insertInto('training_progress')
    .values(
      watched
        .slice(i, i + 500)
        .map((t) => ({ user_id: member.id, training_id: t.id, watched_at: new Date() })),
    )
    .execute();
}
// Planner statistics and PostgreSQL's visibility map (index-only scans), as autovacuum gives
// after a bulk load; on SQLite what `pragma optimize` gives.
await sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
if (kind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
await db.destroy();
process.stdout.write(
  `${JSON.stringify({
    items: ITEMS,
    watched: watched.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  })}\n`,
);
