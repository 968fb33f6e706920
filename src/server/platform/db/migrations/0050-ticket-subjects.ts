import type { Kysely } from 'kysely';

// A ticket's subject is what the member needed (the question that led to the escalation, not
// "quero falar com a equipe"), editable by the admin; null for tickets opened before, which show
// their first message. The helpdesk lists open tickets oldest first within a status.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('support_tickets').addColumn('subject', 'text').execute();
  await db.schema
    .createIndex('support_tickets_status_updated_idx')
    .on('support_tickets')
    .columns(['status', 'updated_at'])
    .execute();
}
