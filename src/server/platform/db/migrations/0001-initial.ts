import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// The product's tables plus Better Auth's (profiles doubles as its user table:
// docs/decisions/003-better-auth-owns-profiles.md).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email_verified', t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn('image', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('user', 'admin')`))
    .addColumn('banned', t.boolean, (c) => c.defaultTo(t.false))
    .addColumn('ban_reason', 'text')
    .addColumn('ban_expires', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // Admin user list: newest first.
  await db.schema.createIndex('profiles_created_at_idx').on('profiles').column('created_at desc').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('impersonated_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', t.timestamp)
    .addColumn('refresh_token_expires_at', t.timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('verifications_identifier_idx')
    .on('verifications')
    .column('identifier')
    .execute();

  // Fixed-window counters shared by every node (sign-in per IP and per e-mail).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('mensal', 'anual', 'vitalicio')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'expired', 'cancelled')`))
    .addColumn('price', t.money, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('started_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // The active-subscription lookup filters user, status and expiry, latest expiry first.
  await db.schema
    .createIndex('subscriptions_active_lookup_idx')
    .on('subscriptions')
    .columns(['user_id', 'status', 'expires_at desc'])
    .execute();
  // The expiry job scans active rows by expiry.
  await db.schema
    .createIndex('subscriptions_status_expires_idx')
    .on('subscriptions')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('totp_secret_key', 'text')
    .addColumn('assistant_key', 'text')
    .addColumn('assistant_id', 'text')
    .addColumn('tools_assistant_key', 'text')
    .addColumn('tools_assistant_id', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db
    .insertInto('app_settings' as never)
    .values({ id: 1 } as never)
    .execute();

  await db.schema
    .createTable('totp_requests')
    .addColumn('id', 'integer', (c) =>
      t.sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('totp_requests_created_at_idx')
    .on('totp_requests')
    .column('created_at desc')
    .execute();
  await db.schema
    .createIndex('totp_requests_user_idx')
    .on('totp_requests')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('library_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('file_url', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(t.true))
    .addColumn('downloads_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_size', 'bigint')
    .addColumn('created_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('library_items_active_idx')
    .on('library_items')
    .columns(['is_active', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('library_items_created_at_idx')
    .on('library_items')
    .column('created_at desc')
    .execute();

  await db.schema
    .createTable('trainings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('youtube_url', 'text', (c) => c.notNull())
    .addColumn('youtube_video_id', 'text', (c) => c.notNull().check(sql`length(youtube_video_id) = 11`))
    .addColumn('description', 'text')
    .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(t.true))
    .addColumn('created_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('trainings_active_idx')
    .on('trainings')
    .columns(['is_active', 'created_at desc'])
    .execute();
  await db.schema.createIndex('trainings_created_at_idx').on('trainings').column('created_at desc').execute();

  await db.schema
    .createTable('support_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('user_message', 'text', (c) => c.notNull())
    .addColumn('assistant_message', 'text', (c) => c.notNull())
    .addColumn('has_ticket', t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('support_conversations_session_idx')
    .on('support_conversations')
    .columns(['session_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_conversations_created_at_idx')
    .on('support_conversations')
    .column('created_at desc')
    .execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'resolved')`),
    )
    .addColumn('conversation', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('resolved_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('support_tickets_created_at_idx')
    .on('support_tickets')
    .column('created_at desc')
    .execute();
}
