import { type Kysely, sql } from 'kysely';
import { KEYWORD_ADDITIONS } from './articles';

// Members' words added to two articles' keywords, as migration 0019 did for others.
export async function up(db: Kysely<unknown>) {
  // An article the operator edited (its updated_at moved) is theirs: left as it is.
  for (const { title, keywords } of KEYWORD_ADDITIONS)
    await sql`update support_articles set keywords = keywords || ${`, ${keywords}`}
      where title = ${title} and updated_at = created_at`.execute(db);
  // Every node's assistant rebuilds its search index on its next question.
  await sql`update app_settings set knowledge_base_version = knowledge_base_version + 1`.execute(db);
}
