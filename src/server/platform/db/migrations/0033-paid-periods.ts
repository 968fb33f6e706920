import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Each payment is a period of its grant (docs/decisions/027-paid-periods.md): what it bought
// (plan, amount, recurrence, from, to) and whether the buyer disputes it, so a refund of an old
// payment takes back only its own month and a dispute marks the period without ending access.
// A grant's identity becomes (platform, product, subscription reference, member): a subscriber
// code is the platform's per product, and a renewal belongs to the buyer who pays it.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  let table = db.schema.alterTable('payment_transactions');
  for (const [name, type] of [
    ['plan', 'text'],
    ['amount', t.money],
    ['recurrence', 'integer'],
    ['paid_at', t.timestamp],
    ['starts_at', t.timestamp],
    ['ends_at', t.timestamp],
    ['disputed_at', t.timestamp],
  ] as const) {
    await table.addColumn(name, type).execute();
    table = db.schema.alterTable('payment_transactions');
  }
  // A grant's periods, read on every refund, dispute and on "Minha assinatura".
  await db.schema
    .createIndex('payment_transactions_grant_idx')
    .on('payment_transactions')
    .columns(['grant_id', 'starts_at'])
    .execute();
  // A member's payments, newest first ("Minha assinatura", the admin's member page).
  await db.schema
    .createIndex('payment_transactions_user_idx')
    .on('payment_transactions')
    .columns(['user_id', 'paid_at'])
    .execute();
  // A grant that one payment opened is that payment's period; older grants renewed several times
  // keep their periods unknown (starts_at null): a refund of one of them ends the grant, as before.
  await sql`update payment_transactions set
      paid_at = updated_at,
      plan = (select s.plan from subscriptions s where s.id = payment_transactions.grant_id),
      amount = (select s.price from subscriptions s where s.id = payment_transactions.grant_id),
      starts_at = (select s.started_at from subscriptions s where s.id = payment_transactions.grant_id),
      ends_at = (select s.expires_at from subscriptions s where s.id = payment_transactions.grant_id)
    where grant_id is not null
      and (select count(*) from payment_transactions p where p.grant_id = payment_transactions.grant_id) = 1`.execute(
    db,
  );

  await db.schema.alterTable('subscriptions').addColumn('product', 'text').execute();
  await sql`drop index subscriptions_reference_idx`.execute(db);
  await sql`create unique index subscriptions_identity_idx
    on subscriptions (source, reference, coalesce(product, ''), user_id)
    where reference is not null`.execute(db);
}
