import { OPEN_TICKET_STATUSES } from '../../../../shared/schemas/support-tickets';
import type { Db } from '../../../platform/db/connection';
import { getMemberGrant, toSubscriptionView } from '../../access';
import { ticketPreview } from './tickets';

// A delivery whose product maps to no plan (apply-payment-event.ts writes this detail for it).
const UNMAPPED = /sem plano associado/i;
// The assistant reports on a member's latest payment; a few rows cover the retries around it.
const RECENT_PAYMENTS = 5;

/**
 * What the support assistant may say about the asking member, and only them: their
 * role, deciding grant, latest payment deliveries, signed-in devices and open tickets. Deliveries are theirs when applied to their
 * account, or sent for their e-mail once they proved they own it (an unconfirmed sign-up with
 * somebody else's address learns nothing about that person's purchases).
 */
export async function getAccountFacts({ db, userId }: { db: Db; userId: string }) {
  const profile = await db
    .selectFrom('profiles')
    .select(['role', 'email', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) return null;
  const [grant, payments, devices, tickets] = await Promise.all([
    getMemberGrant({ db, userId }),
    db
      .selectFrom('webhook_events')
      .select(['platform', 'outcome', 'detail', 'received_at'])
      .where((eb) =>
        profile.email_verified
          ? eb.or([eb('user_id', '=', userId), eb('email', '=', profile.email.toLowerCase())])
          : eb('user_id', '=', userId),
      )
      .where('outcome', '!=', 'rejected')
      .orderBy('received_at', 'desc')
      .limit(RECENT_PAYMENTS)
      .execute(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('expires_at', '>', new Date())
      .where('impersonated_by', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('support_tickets')
      .select(['id', 'status', 'conversation', 'created_at'])
      .where('user_id', '=', userId)
      .where('status', 'in', OPEN_TICKET_STATUSES)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return {
    role: profile.role,
    email: profile.email,
    subscription: grant ? toSubscriptionView(grant) : null,
    payments: payments.map((row) => ({
      platform: row.platform,
      outcome: row.outcome,
      receivedAt: new Date(row.received_at),
      unmappedProduct: row.outcome === 'ignored' && UNMAPPED.test(row.detail),
    })),
    /** Devices signed in now (an admin's impersonation is not the member's device). */
    signedInDevices: Number(devices?.count ?? 0),
    openTickets: tickets.map((row) => ({
      id: row.id,
      status: row.status,
      preview: ticketPreview(row.conversation),
      createdAt: new Date(row.created_at),
    })),
  };
}

export type AccountFacts = NonNullable<Awaited<ReturnType<typeof getAccountFacts>>>;
