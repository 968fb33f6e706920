import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';
import { FOLD_FROM, FOLD_TO } from './frozen/fold-name-sql';

// Decision 023: the users list filtered by segment (status, plan, source, sign-up period) and
// searched by name as well as e-mail, accent-insensitive, at a million members.
// - profiles.access_source: the deciding grant's source beside its status, end and plan (kept by
//   refreshMemberAccess), so "origem: Hotmart" is a column of the profile, not a join.
// - one index per filter that leads a walk newest first: plan and source, like the status's; and
//   the window of ends ("vence em N dias") within a status and a plan or a source.
// - names by "contains" without accents: on SQLite an FTS5 trigram table that folds diacritics
//   (kept by triggers, so every writer of full_name is covered); on PostgreSQL a pg_trgm index
//   of the name lowered and stripped of accents by translate() (immutable, no extension needed).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('profiles').addColumn('access_source', 'text').execute();
  await sql`update profiles set
      access_source = (select s.source from subscriptions s where s.id = profiles.grant_id)
    where grant_id is not null`.execute(db);
  for (const column of ['access_plan', 'access_source']) {
    await db.schema
      .createIndex(`profiles_${column}_idx`)
      .on('profiles')
      .columns([column, 'created_at', 'id'])
      .execute();
  }
  // A standing within a plan or a source ("vence em 7 dias" + Anual): the plan (or source) leads,
  // so these serve only queries that name one; a status alone keeps its own indexes (led by the
  // status, a plan between would make its window of ends a scan of the whole status).
  for (const column of ['access_plan', 'access_source']) {
    await db.schema
      .createIndex(`profiles_${column.slice(7)}_status_ends_idx`)
      .on('profiles')
      .columns([column, 'access_status', 'access_ends_at'])
      .execute();
  }
  await bulkActions(db);
  if (t.sqlite) await sqliteNameIndex(db);
  else
    await sql`create index profiles_name_trgm_idx on profiles
      using gin ((translate(lower(full_name), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})) gin_trgm_ops)`.execute(
      db,
    );
}

/**
 * A bulk action on a segment ("+N dias", a message): one row, applied by a queue worker in
 * batches along the segment's (created_at, id) walk; `cursor_key`/`cursor_id` say where the last
 * committed batch stopped, so a node that dies mid-way leaves the rest to the next claim.
 */
async function bulkActions(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('bulk_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('planned', 'integer', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cursor_key', 'text')
    .addColumn('cursor_id', 'text')
    .addColumn('segment_at', t.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('bulk_actions_due_idx')
    .on('bulk_actions')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('bulk_actions_created_idx').on('bulk_actions').column('created_at').execute();
}

async function sqliteNameIndex(db: Kysely<unknown>) {
  // Like profiles_email_fts (0004): an external-content table over profiles' rowid, so a trigger
  // finds a member's entry by key, not by a scan.
  await sql`create virtual table profiles_name_fts using fts5(full_name, content = 'profiles',
      content_rowid = 'rowid', tokenize = 'trigram remove_diacritics 1')`.execute(db);
  await sql`create trigger profiles_name_fts_insert after insert on profiles begin
      insert into profiles_name_fts (rowid, full_name) values (new.rowid, new.full_name); end`.execute(db);
  await sql`create trigger profiles_name_fts_delete after delete on profiles begin
      insert into profiles_name_fts (profiles_name_fts, rowid, full_name) values ('delete', old.rowid, old.full_name); end`.execute(
    db,
  );
  await sql`create trigger profiles_name_fts_update after update of full_name on profiles begin
      insert into profiles_name_fts (profiles_name_fts, rowid, full_name) values ('delete', old.rowid, old.full_name);
      insert into profiles_name_fts (rowid, full_name) values (new.rowid, new.full_name); end`.execute(db);
  await sql`insert into profiles_name_fts (profiles_name_fts) values ('rebuild')`.execute(db);
}
