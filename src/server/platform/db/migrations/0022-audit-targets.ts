import type { Kysely } from 'kysely';

// Every admin write is audited (decision 020), and many change no member: a library item, a
// training, a knowledge article, a product mapping, the tools' credentials. Their rows name what
// they changed in `target_label` ("Biblioteca: Pack de templates"); `target_user_id` stays null and
// `target_email` empty. Rows about members keep both as before, and this column null.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('audit_events').addColumn('target_label', 'text').execute();
}
