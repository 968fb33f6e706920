import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Decision 014: the assistant API's health is its last real outcome (a "Testar
// conexão" or a chat call), kept per assistant on the settings row so every node shows the same
// badge. Each logged exchange says where its reply came from, so the admin's logs can mark the
// replies the offline assistant gave because the API failed ('fallback'); rows logged before this
// stay null (unknown). A session carries has_fallback for its card in the list.
const HEALTH = sql`in ('ok', 'unreachable', 'unauthorized', 'blocked', 'error')`;

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  for (const prefix of ['assistant', 'tools_assistant']) {
    await db.schema
      .alterTable('app_settings')
      .addColumn(`${prefix}_health`, 'text', (c) => c.check(sql`${sql.ref(`${prefix}_health`)} ${HEALTH}`))
      .execute();
    await db.schema.alterTable('app_settings').addColumn(`${prefix}_health_detail`, 'text').execute();
    await db.schema.alterTable('app_settings').addColumn(`${prefix}_health_at`, t.timestamp).execute();
  }
  await db.schema
    .alterTable('support_conversations')
    .addColumn('reply_source', 'text', (c) => c.check(sql`reply_source in ('offline', 'api', 'fallback')`))
    .execute();
  await db.schema
    .alterTable('support_sessions')
    .addColumn('has_fallback', t.boolean, (c) => c.notNull().defaultTo(t.false))
    .execute();
}
