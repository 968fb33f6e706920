import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// A member has at most MAX_SESSIONS_PER_MEMBER signed-in devices; a new sign-in
// beyond it ends the oldest session. The device it ended must learn why on its next request, so
// the ended token is remembered (its SHA-256, never the token) with the reason, for as long as the
// session could have lived. Every sign-in is also recorded with its IP: the admin's "Membros com
// mais IPs" counts them beside code requests, and a session row is gone once its member signs out.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('ended_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ended_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('ended_sessions_ended_at_idx')
    .on('ended_sessions')
    .column('ended_at')
    .execute();

  await db.schema
    .createTable('sign_ins')
    .addColumn('id', 'integer', (c) =>
      t.sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('ip_address', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('sign_ins_created_at_idx').on('sign_ins').column('created_at').execute();
  await db.schema.createIndex('sign_ins_user_id_idx').on('sign_ins').column('user_id').execute();
}
