import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// The landing's tool grid becomes the tool catalogue (docs/product.md#the-tool-catalogue): each
// tool says whether the landing shows it, how to use it (markdown) and its live status, with a
// note, the day credits come back (Sem créditos) and when the status last changed. The table
// keeps its first name. Members and the assistant ask "which tools are not working" often: a
// partial index holds just those few.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  const table = () => db.schema.alterTable('landing_tools');
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await table()
    .addColumn('is_on_landing', t.boolean, (c) => c.notNull().defaultTo(t.true))
    .execute();
  await table().addColumn('instructions', 'text').execute();
  await table()
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('working')
        .check(sql`status in ('working', 'unstable', 'no_credits', 'maintenance', 'down')`),
    )
    .execute();
  await table().addColumn('status_note', 'text').execute();
  // A São Paulo calendar day, 'YYYY-MM-DD'.
  await table().addColumn('status_until', 'text').execute();
  // SQLite adds no column whose default is not a constant: filled here, then written by every insert.
  await table().addColumn('status_changed_at', t.timestamp).execute();
  await db
    .updateTable('landing_tools' as never)
    .set({ status_changed_at: sql.ref('updated_at') } as never)
    .execute();
  await db.schema
    .createIndex('landing_tools_not_working_idx')
    .on('landing_tools')
    .columns(['status', 'sort_order'])
    .where(sql.ref('status'), '<>', 'working')
    .execute();
}
