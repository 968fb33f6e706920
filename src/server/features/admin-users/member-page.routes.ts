import { Hono } from 'hono';
import { userIdParam } from '../../../shared/schemas/admin-users';
import { MEMBER_PAGE_ROWS, type MemberProfile } from '../../../shared/schemas/member-page';
import { extendAccessSchema } from '../../../shared/schemas/subscriptions';
import type { AppEnv, Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import { validate } from '../../platform/http/validate';
import { allow, extendAccess, toSubscriptionView } from '../access';
import { audited, requestActor, toAuditEvent } from '../audit';
import { ACCESS_MAIL_LABELS, queueAccessMail } from '../auth';
import { pendingAccountDeletion } from '../my-data';
import { listMemberPayments } from '../payments';
import { endMemberSessions, listMemberSessions } from '../session';
import {
  listMemberAudit,
  listMemberChats,
  listMemberCodeRequests,
  listMemberPaymentEvents,
  listMemberTickets,
} from './data/member-page';
import { getMember, memberNotFound, requireMember } from './data/users';
import { toAdminUser } from './to-admin-user';
import {
  toMemberChat,
  toMemberCodeRequest,
  toMemberPaymentEvents,
  toMemberSession,
  toMemberTicket,
} from './to-member-page';

/**
 * Under /api/admin/users/:id (docs/product.md#admin-console): the member page's sections (each the
 * latest MEMBER_PAGE_ROWS, each its own request) and its actions not shared with the list: "+N
 * dias", resending the access mail and ending every session, each in one transaction with its audit
 * row. An unknown id answers 404 "Usuário não encontrado." everywhere.
 */
export function memberPageRoutes(deps: Deps) {
  const { db } = deps.database;
  const member = validate('param', userIdParam);
  return new Hono<AppEnv>()
    .get('/:id', allow('admin', deps), member, async (c) => {
      const userId = c.req.valid('param').id;
      const found = await getMember({ db, userId });
      if (!found) throw memberNotFound();
      const deletion = await pendingAccountDeletion({ db, userId });
      const profile: MemberProfile = {
        ...toAdminUser(found, new Date()),
        emailVerified: Boolean(found.email_verified),
        twoFactorEnabled: Boolean(found.two_factor_enabled),
        hasPassword: Boolean(found.has_password),
        deletionErasesAt: deletion?.erases_at.toISOString() ?? null,
      };
      return c.json({ member: profile });
    })
    .get('/:id/payment-events', allow('admin', deps), member, async (c) => {
      const person = await requireMember({ db, userId: c.req.valid('param').id });
      const rows = await listMemberPaymentEvents({ db, member: person });
      return c.json({ events: await toMemberPaymentEvents({ db, rows }) });
    })
    .get('/:id/payments', allow('admin', deps), member, async (c) => {
      const { id: userId } = await requireMember({ db, userId: c.req.valid('param').id });
      return c.json({ payments: await listMemberPayments({ db, userId, limit: MEMBER_PAGE_ROWS }) });
    })
    .get('/:id/sessions', allow('admin', deps), member, async (c) => {
      const { id: userId } = await requireMember({ db, userId: c.req.valid('param').id });
      const rows = await listMemberSessions({ db, userId, now: new Date(), limit: MEMBER_PAGE_ROWS });
      return c.json({ sessions: rows.map(toMemberSession) });
    })
    .get('/:id/code-requests', allow('admin', deps), member, async (c) => {
      const { id: userId } = await requireMember({ db, userId: c.req.valid('param').id });
      const rows = await listMemberCodeRequests({ db, userId });
      return c.json({ requests: rows.map(toMemberCodeRequest) });
    })
    .get('/:id/tickets', allow('admin', deps), member, async (c) => {
      const { id: userId } = await requireMember({ db, userId: c.req.valid('param').id });
      const rows = await listMemberTickets({ db, userId });
      return c.json({ tickets: rows.map(toMemberTicket) });
    })
    .get('/:id/chats', allow('admin', deps), member, async (c) => {
      const { id: userId } = await requireMember({ db, userId: c.req.valid('param').id });
      const rows = await listMemberChats({ db, userId });
      return c.json({ chats: rows.map(toMemberChat) });
    })
    .get('/:id/audit', allow('admin', deps), member, async (c) => {
      const { id: userId } = await requireMember({ db, userId: c.req.valid('param').id });
      const rows = await listMemberAudit({ db, userId });
      return c.json({ events: rows.map(toAuditEvent) });
    })
    .post(
      '/:id/subscription/extend',
      allow('admin', deps),
      member,
      validate('json', extendAccessSchema),
      async (c) => {
        const { outcome, grant, message } = await extendAccess({
          db,
          actor: requestActor(c),
          userId: c.req.valid('param').id,
          days: c.req.valid('json').days,
        });
        return c.json({ message, outcome, subscription: toSubscriptionView(grant) });
      },
    )
    .post('/:id/access-mail', allow('admin', deps), member, async (c) => {
      const userId = c.req.valid('param').id;
      const { person, sent } = await audited({
        db,
        actor: requestActor(c),
        write: async (trx) => {
          const person = await requireMember({ db: trx, userId });
          const sent = await queueAccessMail({
            db: trx,
            mail: deps.mail,
            appUrl: appUrlOf(deps.env),
            appName: deps.env.APP_NAME,
            member: person,
          });
          return { person, sent };
        },
        record: ({ person, sent }) => ({
          action: 'user.access_mail_sent',
          target: person,
          after: {
            enviado: ACCESS_MAIL_LABELS[sent.kind],
            // An unconfirmed account taken back: what its holder lost.
            ...(sent.reclaimed?.passwordDropped && { password: 'removida' }),
            ...(sent.reclaimed?.sessionsEnded && { sessoes: sent.reclaimed.sessionsEnded }),
          },
        }),
      });
      const dropped =
        sent.kind === 'new-password'
          ? ' A senha anterior deixou de funcionar e as sessões da conta foram encerradas.'
          : '';
      return c.json({
        message: `Enviamos o ${ACCESS_MAIL_LABELS[sent.kind]} para ${person.email}.${dropped}`,
        kind: sent.kind,
      });
    })
    .post('/:id/sessions/end', allow('admin', deps), member, async (c) => {
      const userId = c.req.valid('param').id;
      const result = await audited({
        db,
        actor: requestActor(c),
        write: async (trx) => {
          const person = await requireMember({ db: trx, userId });
          const count = await endMemberSessions({ db: trx, userId });
          // Nothing ended, nothing to record (audited() writes no row for null).
          return count > 0 ? { person, ended: count } : null;
        },
        record: ({ person, ended }) => ({
          action: 'session.ended_by_admin',
          target: person,
          before: { sessoes: ended },
        }),
      });
      const ended = result?.ended ?? 0;
      const message =
        ended === 0
          ? 'Nenhuma sessão ativa para encerrar.'
          : ended === 1
            ? '1 sessão encerrada.'
            : `${ended} sessões encerradas.`;
      return c.json({ message, ended });
    });
}
