import type { Kysely } from 'kysely';

// The member page (/admin/usuarios/:id) reads the latest rows of one member from
// several tables. Two indexes it lacked: tickets by creation and chats by last message (the
// existing ones lead with the member but then status / assistant, so the newest needed a sort).
// Payment deliveries by user id or e-mail have theirs since 0019 (webhook_events_user_idx, _email_idx).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('support_tickets_user_created_idx')
    .on('support_tickets')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_sessions_user_last_idx')
    .on('support_sessions')
    .columns(['user_id', 'last_message_at'])
    .execute();
}
