import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';
import { createContainsIndex } from './frozen/create-contains-index';
import { normalizeSearchText } from './frozen/normalize-search-text';

// Library and trainings: image files in storage, indexed title/name search, keyset
// paging of the member grid, and each member's progress per training.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  const kind = t.sqlite ? 'sqlite' : 'postgres';

  // The uploaded image's storage key, so deleting the item deletes its files (image_url stays the
  // address shown; an item may also point at an outside image).
  await db.schema.alterTable('library_items').addColumn('image_key', 'text').execute();

  await addSearchColumn(db, 'library_items', 'name', 'name_search');
  await addSearchColumn(db, 'trainings', 'title', 'title_search');
  await createContainsIndex(db, kind, { table: 'library_items', column: 'name_search' });
  await createContainsIndex(db, kind, { table: 'trainings', column: 'title_search' });

  // Lists run newest first with the id as tie-breaker (stable pages, keyset cursor); the id in
  // the index also lets a deep page be found in the index alone before reading ten rows.
  for (const table of ['library_items', 'trainings']) {
    await db.schema.dropIndex(`${table}_active_idx`).execute();
    await db.schema.dropIndex(`${table}_created_at_idx`).execute();
    await db.schema
      .createIndex(`${table}_active_page_idx`)
      .on(table)
      .columns(['is_active', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex(`${table}_page_idx`)
      .on(table)
      .columns(['created_at desc', 'id desc'])
      .execute();
  }

  if (!t.sqlite) {
    // The grid's cursor carries created_at as a JavaScript date (milliseconds); PostgreSQL's now()
    // has microseconds, which would make a cursor skip rows created within the same millisecond.
    await sql`update library_items set created_at = date_trunc('milliseconds', created_at)`.execute(db);
    await sql`alter table library_items alter column created_at set default date_trunc('milliseconds', now())`.execute(
      db,
    );
  }

  // A member's progress per training, kept across sessions.
  await db.schema
    .createTable('training_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('training_id', 'text', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
    .addColumn('watched_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('training_progress_pkey', ['user_id', 'training_id'])
    .execute();
  // Deleting a training removes its progress rows through this index.
  await db.schema
    .createIndex('training_progress_training_idx')
    .on('training_progress')
    .column('training_id')
    .execute();
}

/** Adds the normalized copy of a text column (text-search.ts) and fills it for existing rows. */
async function addSearchColumn(db: Kysely<unknown>, table: string, source: string, column: string) {
  await db.schema
    .alterTable(table)
    .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{
    id: string;
    text: string;
  }>`select id, ${sql.ref(source)} as text from ${sql.table(table)}`.execute(db);
  for (const row of rows.rows) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${normalizeSearchText(row.text)} where id = ${row.id}`.execute(
      db,
    );
  }
}
