import { Hono } from 'hono';
import { z } from 'zod';
import {
  ticketListQuerySchema,
  ticketReplySchema,
  ticketSubjectSchema,
} from '../../../shared/schemas/support-tickets';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { listTicketReplies, replyToTicket } from './data/ticket-replies';
import {
  addTicketNote,
  countTickets,
  getTicket,
  listTickets,
  TICKET_NOT_FOUND as NOT_FOUND,
  resolveTicket,
  setTicketSubject,
} from './data/tickets';
import { paged, toTicketDetail, toTicketSummary } from './support-views';

const idParam = z.strictObject({ id: z.uuid({ error: 'Identificador inválido.' }) });
const TICKET_NOT_FOUND = new AppError(404, NOT_FOUND);

/**
 * Tickets de Suporte (docs/product.md#support-chats-and-tickets): the list (filtered by stage, age
 * and words, the longest waiting first), one ticket with its replies and internal notes, its subject
 * (the admin's words), an internal note (never shown to the member), the admin's reply (the member is e-mailed), resolving, and the sidebar's count of
 * pending ones.
 * Every write is audited with the admin who made it.
 */
export function supportTicketAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const actorOf = (viewer: { userId: string; email: string }) => ({ id: viewer.userId, label: viewer.email });
  /** The ticket as the dialog shows it: its chat's messages and its replies. */
  const ticketDetail = async (id: string) => {
    const [row, replies] = await Promise.all([
      getTicket({ db, id }),
      listTicketReplies({ db, ticketId: id, withNotes: true }),
    ]);
    if (!row) throw TICKET_NOT_FOUND;
    return toTicketDetail(row, replies);
  };

  return new Hono<AppEnv>()
    .get('/', allow('admin', deps), validate('query', ticketListQuerySchema), async (c) => {
      const { page, ...filters } = c.req.valid('query');
      const { rows, total } = await listTickets({ db, page, filters });
      return c.json(paged(rows.map(toTicketSummary), total, page));
    })
    .get('/pending-count', allow('admin', deps), async (c) =>
      c.json({ pending: await countTickets({ db, status: 'pending' }) }),
    )
    .get('/:id', allow('admin', deps), validate('param', idParam), async (c) =>
      c.json({ ticket: await ticketDetail(c.req.valid('param').id) }),
    )
    .post(
      '/:id/replies',
      allow('admin', deps),
      validate('param', idParam),
      validate('json', ticketReplySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        await replyToTicket({
          db,
          mail: deps.mail,
          id,
          actor: actorOf(requireViewer(c)),
          body: c.req.valid('json').body,
          appName: deps.env.APP_NAME,
          appUrl: appUrlOf(deps.env),
        });
        const message = 'Resposta enviada. O membro recebe um email e a vê em Meus chamados.';
        return c.json({ message, ticket: await ticketDetail(id) }, 201);
      },
    )
    .put(
      '/:id/subject',
      allow('admin', deps),
      validate('param', idParam),
      validate('json', ticketSubjectSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = actorOf(requireViewer(c));
        await setTicketSubject({ db, id, subject: c.req.valid('json').subject, actor });
        return c.json({ message: 'Assunto atualizado.', ticket: await ticketDetail(id) });
      },
    )
    .post(
      '/:id/notes',
      allow('admin', deps),
      validate('param', idParam),
      validate('json', ticketReplySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        await addTicketNote({ db, id, body: c.req.valid('json').body, actor: actorOf(requireViewer(c)) });
        return c.json(
          { message: 'Nota interna salva. O membro não a vê.', ticket: await ticketDetail(id) },
          201,
        );
      },
    )
    .post('/:id/resolve', allow('admin', deps), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await resolveTicket({ db, id, actor: actorOf(requireViewer(c)) });
      const row = await getTicket({ db, id });
      if (!row) throw TICKET_NOT_FOUND;
      return c.json({ message: 'Ticket marcado como resolvido.', ticket: toTicketSummary(row) });
    });
}
