import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { KEYWORD_ADDITIONS, NEW_ARTICLES } from './articles';

// The knowledge base learns the member area's pages, and the support assistant
// looks up a member's own payment deliveries by e-mail ("paguei e não tenho acesso").
export async function up(db: Kysely<unknown>) {
  // Only where absent (by title): an operator may already have written one of them.
  for (const article of NEW_ARTICLES) {
    const existing = await db
      .selectFrom('support_articles' as never)
      .select(sql`1`.as('one'))
      .where(sql.ref('title'), '=', article.title)
      .executeTakeFirst();
    if (!existing)
      await db
        .insertInto('support_articles' as never)
        .values({ id: randomUUID(), ...article } as never)
        .execute();
  }
  // A seeded article the operator edited (its updated_at moved) is theirs: left as it is.
  for (const { title, keywords } of KEYWORD_ADDITIONS)
    await sql`update support_articles set keywords = keywords || ${`, ${keywords}`}
      where title = ${title} and updated_at = created_at`.execute(db);
  // Every node's assistant rebuilds its search index on its next question.
  await sql`update app_settings set knowledge_base_version = knowledge_base_version + 1`.execute(db);

  // The assistant reads the asking member's latest deliveries, newest first: those for their
  // e-mail and those applied to their account (a renewal bought with another address).
  for (const [name, column] of [
    ['webhook_events_email_idx', 'email'],
    ['webhook_events_user_idx', 'user_id'],
  ] as const)
    await db.schema.createIndex(name).on('webhook_events').columns([column, 'received_at']).execute();
}
