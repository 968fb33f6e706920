import { type Kysely, sql } from 'kysely';

// Decision 014: each knowledge article has an audience, and each chat retrieves only
// from the articles its reader may see. Existing articles were all answered to everyone, visitors
// included: they stay 'visitors' so no chat loses an answer it gave; an admin narrows them on
// /admin/assistente (the form offers 'members' for a new article).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('support_articles')
    .addColumn('audience', 'text', (c) =>
      c.notNull().defaultTo('visitors').check(sql`audience in ('visitors', 'members', 'subscribers')`),
    )
    .execute();
}
