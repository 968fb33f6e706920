import { Hono } from 'hono';
import { z } from 'zod';
import { pageQuerySchema } from '../../../shared/schemas/support';
import { ticketReplySchema } from '../../../shared/schemas/support-tickets';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { listTicketReplies, MEMBER_TICKET_NOT_FOUND, replyToOwnTicket } from './data/ticket-replies';
import { countTickets, getMemberTicket, listMemberTickets } from './data/tickets';
import { paged, toMemberTicketDetail, toMemberTicketSummary } from './support-views';

const idParam = z.strictObject({ id: z.uuid({ error: 'Chamado inválido.' }) });

/**
 * "Meus chamados": a signed-in member lists their own tickets, reads one's replies and replies
 * back. Every query is scoped to the viewer: another person's ticket is a 404.
 */
export function supportTicketRoutes(deps: Deps) {
  const { db } = deps.database;
  const detail = async (userId: string, id: string) => {
    const row = await getMemberTicket({ db, userId, id });
    if (!row) throw new AppError(404, MEMBER_TICKET_NOT_FOUND, 'not_found');
    return toMemberTicketDetail(row, await listTicketReplies({ db, ticketId: id }));
  };

  return (
    new Hono<AppEnv>()
      .get('/', allow('member', deps), validate('query', pageQuerySchema), async (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = await listMemberTickets({ db, userId: requireViewer(c).userId, page });
        return c.json(paged(rows.map(toMemberTicketSummary), total, page));
      })
      // Replies the member has not acted on yet: the count beside Suporte in the member menu.
      .get('/answered-count', allow('member', deps), async (c) =>
        c.json({ answered: await countTickets({ db, status: 'answered', userId: requireViewer(c).userId }) }),
      )
      .get('/:id', allow('member', deps), validate('param', idParam), async (c) =>
        c.json({ ticket: await detail(requireViewer(c).userId, c.req.valid('param').id) }),
      )
      // The member's replies keep their first URL, /messages.
      .post(
        '/:id/messages',
        allow('member', deps),
        validate('param', idParam),
        validate('json', ticketReplySchema),
        async (c) => {
          const { userId } = requireViewer(c);
          const { id } = c.req.valid('param');
          await replyToOwnTicket({ db, userId, id, body: c.req.valid('json').body });
          return c.json(
            {
              message: 'Resposta enviada. A equipe vai responder em breve.',
              ticket: await detail(userId, id),
            },
            201,
          );
        },
      )
  );
}
