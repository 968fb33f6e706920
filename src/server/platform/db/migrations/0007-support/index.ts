import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../frozen/column-types';
import { SEED_ARTICLES } from './articles';

// Support: the offline assistant's knowledge base as data an admin edits, the
// OpenAI-compatible provider's base URL per assistant, and one row per chat session so the
// admin's chat list (Logs do Suporte, pages of 10) never groups the whole log.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);

  await db.schema
    .createTable('support_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db
    .insertInto('support_articles' as never)
    .values(SEED_ARTICLES.map((article) => ({ id: randomUUID(), ...article })) as never)
    .execute();

  // Bumped with every article change, read with the provider settings on each chat: every node
  // rebuilds its search index when the knowledge base changed, with no extra query.
  await db.schema
    .alterTable('app_settings')
    .addColumn('knowledge_base_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('app_settings').addColumn('assistant_base_url', 'text').execute();
  await db.schema.alterTable('app_settings').addColumn('tools_assistant_base_url', 'text').execute();

  await db.schema
    .alterTable('support_conversations')
    .addColumn('assistant', 'text', (c) =>
      c.notNull().defaultTo('general').check(sql`assistant in ('general', 'tools')`),
    )
    .execute();

  await db.schema
    .createTable('support_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('assistant', 'text', (c) => c.notNull().check(sql`assistant in ('general', 'tools')`))
    .addColumn('first_message', 'text', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('has_ticket', t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn('started_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('last_message_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // Logs do Suporte: the most recently active sessions first.
  await db.schema
    .createIndex('support_sessions_last_message_idx')
    .on('support_sessions')
    .column('last_message_at desc')
    .execute();
  // Sessions logged before this table existed (bench and demo data) get their row.
  await sql`
    insert into support_sessions
      (session_id, user_id, assistant, first_message, message_count, has_ticket, started_at, last_message_at)
    select c.session_id, max(c.user_id), 'general',
      (select f.user_message from support_conversations f
        where f.session_id = c.session_id order by f.created_at limit 1),
      count(*), sum(case when c.has_ticket then 1 else 0 end) > 0, min(c.created_at), max(c.created_at)
    from support_conversations c
    group by c.session_id`.execute(db);

  // A session has at most one pending ticket: found by session and status on every exchange.
  await db.schema
    .createIndex('support_tickets_session_status_idx')
    .on('support_tickets')
    .columns(['session_id', 'status'])
    .execute();
}
