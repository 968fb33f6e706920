import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../frozen/column-types';

/**
 * Existing rows become grants, their meaning read from what the app recorded: the expiry job's
 * notices, the payment transactions and the audit trail. Access stays as it was, except for
 * lifetime rows, which were given a date (a century, or the admin dialog's month) and now have none.
 */
export async function backfillGrants(db: Kysely<unknown>) {
  const { now } = columnTypes(db);
  // A lifetime row the expiry job ended (it sent the "expirou" notice) was wrongly dated.
  await sql`update subscriptions set status = 'active'
    where plan = 'vitalicio' and status = 'expired' and exists (
      select 1 from expiry_notices n where n.subscription_id = subscriptions.id and n.kind = 'expired')`.execute(
    db,
  );
  await sql`update subscriptions set expires_at = null where plan = 'vitalicio'`.execute(db);

  // "cancelled" ended access at once: a refund or chargeback when the member's payment was
  // revoked, otherwise the admin's choice.
  await sql`update subscriptions set status = case when exists (
      select 1 from payment_transactions p where p.user_id = subscriptions.user_id and p.state = 'revoked')
    then 'refunded' else 'ended' end
    where status = 'cancelled'`.execute(db);

  // A platform's cancellation kept the row active with the paid date as its end: cancelled at the
  // end of the period, unless a grant or change came after it.
  await sql`update subscriptions set status = 'cancelled'
    where status = 'active' and expires_at > ${now} and exists (
      select 1 from audit_events c
      where c.target_user_id = subscriptions.user_id and c.action = 'subscription.cancelled'
        and c.actor_id is null and c.after like '%"status":"active"%' and c.created_at >= subscriptions.started_at
        and not exists (
          select 1 from audit_events later
          where later.target_user_id = c.target_user_id and later.created_at > c.created_at
            and later.action in ('subscription.granted', 'subscription.created', 'subscription.updated')))`.execute(
    db,
  );

  // The webhooks only ever changed a member's newest row: it is the grant of their payments.
  const newest = sql`(select s2.id from subscriptions s2 where s2.user_id = subscriptions.user_id
    order by s2.started_at desc, s2.id desc limit 1)`;
  const latestPayment = (column: string) => sql`(select ${sql.ref(`p.${column}`)} from payment_transactions p
    where p.user_id = subscriptions.user_id order by p.updated_at desc, p.transaction_id desc limit 1)`;
  await sql`update subscriptions set source = ${latestPayment('platform')}, reference = ${latestPayment('transaction_id')}
    where id = ${newest} and exists (select 1 from payment_transactions p where p.user_id = subscriptions.user_id)`.execute(
    db,
  );
  await sql`update payment_transactions set grant_id = (
      select s.id from subscriptions s where s.user_id = payment_transactions.user_id
      order by s.started_at desc, s.id desc limit 1)
    where user_id is not null`.execute(db);
}
