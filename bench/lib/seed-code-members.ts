// `node --import tsx bench/lib/seed-code-members.ts`: migrates the bench database (DATA_DIR or
// DATABASE_URL), adds the bulk rows, then BENCH_MEMBERS active subscribers with a session each
// (rows written directly: no password hashing) and one admin made by the test factory, and
// configures the tool access. Prints the session tokens and the admin's credentials as the last
// line (JSON); the bench signs the tokens into cookies with APP_SECRET.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDeps } from '../../src/server/deps';
import { credentialStore } from '../../src/server/features/tools-access/credential-store';
import { generateSecret } from '../../src/server/features/tools-access/one-time-code';
import { loadEnv } from '../../src/server/platform/config/env';
import { createLogger } from '../../src/server/platform/logger';
import { createUser } from '../../src/server/seed/factories';
import { DAY_MS } from '../../src/shared/constants';
import { seedBulk } from './seed-bulk';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 30_000);
const BATCH = 500;

const deps = await createDeps(loadEnv(), createLogger('warn'));
const { db, kind } = deps.database;
if (process.env.BENCH_BULK !== '0') await seedBulk(db);

const now = Date.now();
const tokens: string[] = [];
for (let start = 0; start < MEMBERS; start += BATCH) {
  const people = Array.from({ length: Math.min(BATCH, MEMBERS - start) }, (_, i) => ({
    id: randomUUID(),
    email: `assinante-${start + i}@bench.exemplo.com.br`,
    full_name: `Assinante ${start + i}`,
    email_verified: true,
    role: 'user' as const,
    created_at: new Date(now - DAY_MS),
    updated_at: new Date(now - DAY_MS),
  }));
  const sessions = people.map((person) => ({
    id: randomUUID(),
    token: randomBytes(24).toString('base64url'),
    user_id: person.id,
    expires_at: new Date(now + 30 * DAY_MS),
    ip_address: '127.0.0.1',
    user_agent: 'bench',
    created_at: new Date(now),
    updated_at: new Date(now),
  }));
  // One active monthly grant each, named on the profile as its deciding grant (decision 016).
  const grants = people.map((person) => ({
    id: randomUUID(),
    user_id: person.id,
    plan: 'mensal' as const,
    status: 'active' as const,
    price: 197,
    started_at: new Date(now - DAY_MS),
    expires_at: new Date(now + 30 * DAY_MS),
    updated_at: new Date(now - DAY_MS),
  }));
  await db
    .insertInto('profiles')
    .values(
      people.map((person, i) => ({
        ...person,
        grant_id: grants[i]?.id ?? null,
        access_status: 'active' as const,
        access_ends_at: grants[i]?.expires_at ?? null,
        access_plan: 'mensal' as const,
      })),
    )
    .execute();
  await db.insertInto('sessions').values(sessions).execute();
  await db.insertInto('subscriptions').values(grants).execute();
  tokens.push(...sessions.map((session) => session.token));
}

const admin = await createUser(deps, { role: 'admin', fullName: 'Admin Bench' });
await credentialStore(deps).save(
  'tools',
  { email: 'ferramenta@bench.exemplo.com.br', password: 'senha-da-ferramenta', totpSecret: generateSecret() },
  { id: admin.id, email: admin.email },
);
if (process.env.BENCH_ANALYZE === '1') await sql`analyze`.execute(db);
if (kind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
await db.destroy();
process.stdout.write(
  `${JSON.stringify({ tokens, admin: { email: admin.email, password: admin.password } })}\n`,
);
