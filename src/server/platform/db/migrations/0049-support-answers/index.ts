import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { ANSWER_UPDATES, AUDIENCE_CHANGES, KEYWORD_ADDITIONS, NEW_ARTICLES } from './articles';

// The facts members ask for (docs/decisions/033-support-that-follows-up.md): new articles where no
// article has the title yet, and seeded ones completed where the operator never edited them.
export async function up(db: Kysely<unknown>) {
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
  // An article the operator edited (its updated_at moved) is theirs: left as it is.
  for (const { title, audience } of AUDIENCE_CHANGES)
    await sql`update support_articles set audience = ${audience}
      where title = ${title} and updated_at = created_at`.execute(db);
  for (const { title, answer } of ANSWER_UPDATES)
    await sql`update support_articles set answer = ${answer}
      where title = ${title} and updated_at = created_at`.execute(db);
  for (const { title, keywords } of KEYWORD_ADDITIONS)
    await sql`update support_articles set keywords = keywords || ${`, ${keywords}`}
      where title = ${title} and updated_at = created_at`.execute(db);
  // Every node's assistant rebuilds its search index on its next question.
  await sql`update app_settings set knowledge_base_version = knowledge_base_version + 1`.execute(db);
}
