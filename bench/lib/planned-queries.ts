import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/platform/db/schema/database';
import type { CatalogueEntry } from './query-catalogue';

const PAGE = 10;

/**
 * The paged lists and filters the screens would still need (pages of 10, newest first), not
 * written in the app yet: built the way the app writes queries, so query-plans.mjs can plan them.
 */
export function plannedQueries(
  db: Kysely<Database>,
  kind: 'sqlite' | 'postgres',
  now: Date,
): CatalogueEntry[] {
  // Case-insensitive "contains": ILIKE on PostgreSQL; SQLite's LIKE already ignores ASCII case.
  const contains = (column: string, term: string) =>
    kind === 'postgres'
      ? sql<boolean>`${sql.ref(column)} ilike ${`%${term}%`}`
      : sql<boolean>`${sql.ref(column)} like ${`%${term}%`}`;
  const entries: CatalogueEntry[] = [];
  const planned = (label: string, query: { compile(): { sql: string; parameters: readonly unknown[] } }) =>
    entries.push({ label, source: 'planned', ...query.compile() });
  const users = (qb: Kysely<Database>) => qb.selectFrom('profiles').where(contains('email', 'exemplo1'));
  planned(
    'admin users: newest first, page of 10, e-mail filter',
    users(db)
      .select(['id', 'email', 'full_name', 'role', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(PAGE)
      .offset(0),
  );
  planned(
    'admin users: exact count with the e-mail filter',
    users(db).select((eb) => eb.fn.countAll().as('n')),
  );
  planned(
    'admin users: newest first, page of 10, no filter',
    db
      .selectFrom('profiles')
      .select(['id', 'email', 'full_name', 'role', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(PAGE)
      .offset(20),
  );
  planned(
    'library items: active, newest first (member list)',
    db.selectFrom('library_items').selectAll().where('is_active', '=', true).orderBy('created_at', 'desc'),
  );
  planned(
    'library items: admin page of 10, newest first, name filter',
    db
      .selectFrom('library_items')
      .selectAll()
      .where(contains('name', 'Presets'))
      .orderBy('created_at', 'desc')
      .limit(PAGE)
      .offset(0),
  );
  const trainings = db
    .selectFrom('trainings')
    .where('is_active', '=', true)
    .where(contains('title', 'design'));
  planned(
    'trainings: active, newest first, title filter, page of 10',
    trainings.selectAll().orderBy('created_at', 'desc').limit(PAGE).offset(0),
  );
  planned(
    'trainings: exact count, active, title filter',
    trainings.select((eb) => eb.fn.countAll().as('n')),
  );
  planned(
    'trainings: active, newest first, page 3, no filter',
    db
      .selectFrom('trainings')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('created_at', 'desc')
      .limit(PAGE)
      .offset(20),
  );
  planned(
    'expiry job: active rows past their expiry',
    db
      .selectFrom('subscriptions')
      .select(['id', 'user_id'])
      .where('status', '=', 'active')
      .where('expires_at', '<=', now),
  );
  planned(
    'expiry reminders: active rows expiring in a one-day window',
    db
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'expires_at'])
      .where('status', '=', 'active')
      .where('expires_at', '>', new Date(now.getTime() + 6 * 86_400_000))
      .where('expires_at', '<=', new Date(now.getTime() + 7 * 86_400_000)),
  );
  return entries;
}
