import { type Kysely, sql } from 'kysely';
import { ANSWER_UPDATES } from './articles';

// Seeded answers say what members see: Reativar for a cancelled subscription, Renovar for a lapsed one.
export async function up(db: Kysely<unknown>) {
  // An article the operator edited (its updated_at moved) is theirs: left as it is.
  for (const { title, answer } of ANSWER_UPDATES)
    await sql`update support_articles set answer = ${answer}
      where title = ${title} and updated_at = created_at`.execute(db);
  // Every node's assistant rebuilds its search index on its next question.
  await sql`update app_settings set knowledge_base_version = knowledge_base_version + 1`.execute(db);
}
