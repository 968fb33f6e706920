import type { Db } from '../../../platform/db/connection';
import { listGrants } from '../../access';

/**
 * Everything the hub holds about one member, as the data export gives it
 * (docs/product.md#privacy-and-retention): the profile, grants and paid periods, sessions and
 * sign-ins, code requests, chats and tickets with their replies, watched trainings and the audit
 * rows about them or by them. Secrets stay out: the password hash, session tokens, two-factor keys.
 */
export async function collectMemberRecord({ db, userId }: { db: Db; userId: string }) {
  const [
    profile,
    grants,
    payments,
    sessions,
    signIns,
    codeRequests,
    chats,
    messages,
    tickets,
    trainings,
    audit,
  ] = await Promise.all([
    db
      .selectFrom('profiles')
      .select([
        'id',
        'email',
        'full_name',
        'role',
        'email_verified',
        'two_factor_enabled',
        'created_at',
        'updated_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirst(),
    // Through the access module, which alone reads grants; oldest first, as the other lists here.
    listGrants({ db, userId }).then((rows) =>
      rows
        .reverse()
        .map(({ plan, status, price, source, reference, product, started_at, expires_at, updated_at }) => ({
          plan,
          status,
          price,
          source,
          reference,
          product,
          started_at,
          expires_at,
          updated_at,
        })),
    ),
    db
      .selectFrom('payment_transactions')
      .select([
        'platform',
        'transaction_id',
        'state',
        'plan',
        'amount',
        'recurrence',
        'paid_at',
        'starts_at',
        'ends_at',
        'disputed_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('paid_at')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['ip_address', 'user_agent', 'created_at', 'updated_at', 'expires_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('sign_ins')
      .select(['ip_address', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('totp_requests')
      .select(['ip_address', 'user_agent', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('support_sessions')
      .select(['session_id', 'assistant', 'started_at', 'last_message_at', 'has_ticket'])
      .where('user_id', '=', userId)
      .orderBy('started_at')
      .execute(),
    db
      .selectFrom('support_conversations')
      .select(['session_id', 'user_message', 'assistant_message', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('support_tickets')
      .select(['id', 'status', 'conversation', 'created_at', 'resolved_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('training_progress')
      .innerJoin('trainings', 'trainings.id', 'training_progress.training_id')
      .select(['trainings.title', 'training_progress.watched_at'])
      .where('training_progress.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('audit_events')
      .select(['created_at', 'action', 'actor_label', 'target_label', 'before', 'after'])
      .where((eb) => eb.or([eb('target_user_id', '=', userId), eb('actor_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
  ]);
  const replies = tickets.length
    ? await db
        .selectFrom('support_ticket_messages')
        .select(['ticket_id', 'author', 'body', 'created_at'])
        .where(
          'ticket_id',
          'in',
          tickets.map((ticket) => ticket.id),
        )
        .orderBy('created_at')
        .execute()
    : [];
  return {
    profile: profile ?? null,
    grants,
    payments,
    sessions,
    signIns,
    codeRequests,
    chats: chats.map((chat) => ({
      ...chat,
      messages: messages.filter((m) => m.session_id === chat.session_id),
    })),
    tickets: tickets.map((ticket) => ({
      ...ticket,
      replies: replies.filter((r) => r.ticket_id === ticket.id),
    })),
    trainings,
    audit,
  };
}

export type MemberRecord = Awaited<ReturnType<typeof collectMemberRecord>>;
