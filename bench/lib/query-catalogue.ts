import type { KyselyPlugin, RootOperationNode } from 'kysely';
import type { Deps } from '../../src/server/app-env';
import { getMemberGrant } from '../../src/server/features/access/data/grants';
import { decidingGrant } from '../../src/server/features/access/member-access';
import { getRevenue } from '../../src/server/features/admin-overview/data/get-revenue';
import {
  listMemberAudit,
  listMemberChats,
  listMemberCodeRequests,
  listMemberTickets as listMemberPageTickets,
  listMemberPaymentEvents,
} from '../../src/server/features/admin-users/data/member-page';
import { getMember } from '../../src/server/features/admin-users/data/users';
import { createAuth } from '../../src/server/features/auth/auth';
import { listLandingTools } from '../../src/server/features/landing';
import { listWebhookEvents } from '../../src/server/features/payments/data/list-webhook-events';
import { listMemberPayments } from '../../src/server/features/payments/data/member-payments';
import { searchWordsOf } from '../../src/server/features/payments/event-search-terms';
import { updateProfileName } from '../../src/server/features/profile/data/profiles';
import { getSessionByToken } from '../../src/server/features/session/data/get-session-by-token';
import { listMemberSessions as listMemberPageSessions } from '../../src/server/features/session/data/sessions';
import { sessionLimit } from '../../src/server/features/session/session-limit';
import { listKnowledgeArticles } from '../../src/server/features/support/data/articles';
import { getAssistantSettings } from '../../src/server/features/support/data/assistant-settings';
import { recordChatMessages } from '../../src/server/features/support/data/chat-messages';
import { getChat, getCurrentChat, listChats } from '../../src/server/features/support/data/chats';
import { listTicketReplies } from '../../src/server/features/support/data/ticket-replies';
import {
  countTickets,
  getTicket,
  listMemberTickets,
  listTickets,
  resolveTicket,
  ticketAtCap,
} from '../../src/server/features/support/data/tickets';
import {
  listCodeRequests,
  listIpSpread,
  readCodeContext,
} from '../../src/server/features/tools-access/data/code-requests';
import { getLastChanges } from '../../src/server/features/tools-access/data/settings';
import type { Db } from '../../src/server/platform/db/connection';
import { consumeRateLimit } from '../../src/server/platform/http/rate-limit';
import { decodeCursor } from '../../src/shared/keyset-cursor';
import { MEMBER_PAGE_ROWS } from '../../src/shared/schemas/member-page';
import { plannedQueries } from './planned-queries';

export type CatalogueEntry = {
  label: string;
  /** app: runs today; better-auth: run by Better Auth for us; planned: a list's query, not written yet. */
  source: 'app' | 'better-auth' | 'planned';
  sql: string;
  parameters: readonly unknown[];
};

const isSlot = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && value.constructor.name === 'Slot' && 'name' in value;

/**
 * Records every query a Kysely instance runs, compiled as the database sees it. Queries that are
 * only compiled (Better Auth compiles a select per table to learn the mapped names) are left out:
 * a query counts once its result comes back. A prepared query's template (db/prepared-query.ts)
 * is kept when compiled, since it is run as raw SQL afterwards.
 */
function capturing(db: Db) {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  const pending = new Map<unknown, { sql: string; parameters: readonly unknown[] }>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const compiled = db.getExecutor().compileQuery(node as RootOperationNode, queryId);
      const query = { sql: compiled.sql, parameters: compiled.parameters };
      if (query.parameters.some(isSlot)) seen.push(query);
      else pending.set(queryId, query);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const query = pending.get(queryId);
      if (query) seen.push(query);
      pending.delete(queryId);
      return result;
    },
  };
  return { db: db.withPlugin(plugin), take: () => seen.splice(0) };
}

/**
 * The list and lookup queries behind the product: the ones the app and Better Auth run today
 * (captured while running them, so the SQL is exactly what the database receives) and the ones
 * the screens' paged lists would need that are not written yet (planned-queries.ts).
 */
export async function buildCatalogue(deps: Deps, member: { id: string; email: string; password: string }) {
  const entries: CatalogueEntry[] = [];
  const { kind } = deps.database;
  const cap = capturing(deps.database.db);
  const record = (
    label: string,
    source: CatalogueEntry['source'],
    pick?: (sql: string) => boolean,
    slots: Record<string, unknown> = {},
  ) => {
    for (const q of cap.take()) {
      if (pick && !pick(q.sql)) continue;
      if (entries.some((e) => e.sql === q.sql)) continue;
      // A prepared query is captured when it is compiled, with its slots in place of the values.
      const parameters = q.parameters.map((p) => (isSlot(p) ? slots[p.name] : p));
      entries.push({ label, source, sql: q.sql, parameters });
    }
  };
  const isRead = (text: string) => /^\s*select/i.test(text);

  // Better Auth on the capturing database: sign-in, then the session read it does for us.
  const ctx = await deps.auth.$context;
  const auth = createAuth({
    database: { db: cap.db, kind, lanes: cap.db },
    secret: ctx.secret,
    appUrl: ctx.baseURL,
    appName: deps.env.APP_NAME,
    mail: deps.mail,
    logger: deps.logger,
    limit: sessionLimit({ db: cap.db, maxSessions: deps.env.MAX_SESSIONS_PER_MEMBER }),
  });
  const signIn = await auth.api.signInEmail({
    body: { email: member.email, password: member.password },
    returnHeaders: true,
  });
  record('sign-in: profile by e-mail, password account by user', 'better-auth', isRead);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  cap.take();
  await auth.api.getSession({ headers: new Headers({ cookie }) });
  record('Better Auth getSession: session by token, then its profile', 'better-auth', isRead);

  const token = signIn.response.token;
  const now = new Date();
  await getSessionByToken({ db: cap.db, token });
  record(
    'every API call: session by token + profile + its deciding grant (getSessionByToken)',
    'app',
    (text) => text.includes('from "sessions"'),
    { token },
  );
  await getMemberGrant({ db: cap.db, userId: member.id });
  record("a member's deciding grant by their profile (getMemberGrant)", 'app');
  await decidingGrant(cap.db, member.id, now);
  record("which grant decides a member's access, on every grant change (decidingGrant)", 'app');
  await consumeRateLimit({ db: cap.db, key: 'sign-in:ip:10.9.9.9', rule: { max: 1000, windowMs: 60_000 } });
  record('rate limit: upsert by key (consumeRateLimit)', 'app');
  await updateProfileName({ db: cap.db, userId: member.id, fullName: 'Membro Bench' });
  record('profile name update by id (updateProfileName)', 'app');
  await listLandingTools({ db: cap.db });
  record('landing tools, active, in order (listLandingTools)', 'app');
  await cap.db.selectFrom('profiles').select('id').where('role', '=', 'admin').limit(1).execute();
  record('first-run admin check, once at start (bootstrapAdmin)', 'app');
  const minuteAgo = new Date(now.getTime() - 60_000);
  const codeSlots = {
    userId: member.id,
    since: minuteAgo,
    windowStart: minuteAgo,
    ipAddress: '127.0.0.1',
    userAgent: '',
  };
  await readCodeContext({ db: cap.db, ...codeSlots });
  record(
    "code request: sealed secret + the member's codes of the last minute + whether this browser has the code (readCodeContext)",
    'app',
    isRead,
    codeSlots,
  );
  const codePage = await listCodeRequests({ db: cap.db, cursor: undefined });
  const codeCursor = codePage.nextCursor ? decodeCursor(codePage.nextCursor) : undefined;
  await listCodeRequests({ db: cap.db, cursor: codeCursor });
  record('code requests: newest first, a page of 10 by keyset, first and next (listCodeRequests)', 'app');
  await listIpSpread({ db: cap.db, since: new Date(now.getTime() - 7 * 86_400_000) });
  record('members by distinct IPs in 7 days (listIpSpread)', 'app');
  await getLastChanges({ db: cap.db, settings: ['tool_password'] });
  record("a setting's latest change (getLastChanges)", 'app');

  // Support: a member's chat opening a ticket, then the admin's lists and dialogs.
  const chatId = 'session_1700000000000_bench001';
  await getAssistantSettings({ db: cap.db });
  record('support chat: provider settings and knowledge-base version (getAssistantSettings)', 'app');
  await listKnowledgeArticles({ db: cap.db });
  record('support chat: knowledge base, when its version changed (listKnowledgeArticles)', 'app');
  for (const openTicket of [false, true])
    await recordChatMessages({
      db: cap.db,
      chatId,
      userId: member.id,
      assistant: 'general',
      userMessage: 'Quero falar com um atendente.',
      assistantMessage: 'Abri um chamado.',
      openTicket,
    });
  record('support chat: a question and its answer, its chat, its ticket (recordChatMessages)', 'app');
  const tickets = await listTickets({ db: cap.db, page: 1 });
  record('support tickets: newest first, page of 10, and the count (listTickets)', 'app');
  const ticketId = tickets.rows[0]?.id ?? '';
  await getTicket({ db: cap.db, id: ticketId });
  record('support ticket by id, with its member (getTicket)', 'app');
  await listTicketReplies({ db: cap.db, ticketId });
  record("support ticket's replies, oldest first (listTicketReplies)", 'app');
  await ticketAtCap({ db: cap.db, userId: member.id, chatId, cap: 3 });
  record("support chat: the member's open tickets, for the cap (ticketAtCap)", 'app');
  await listMemberTickets({ db: cap.db, userId: member.id, page: 1 });
  record(
    "Meus chamados: a member's tickets, latest activity first, and the count (listMemberTickets)",
    'app',
  );
  await countTickets({ db: cap.db, status: 'pending' });
  record('admin sidebar: pending tickets (countTickets)', 'app');
  await countTickets({ db: cap.db, status: 'answered', userId: member.id });
  record("member menu: the member's answered tickets (countTickets)", 'app');
  await getCurrentChat({ db: cap.db, userId: member.id, assistant: 'general' });
  record("support chat restored: the member's latest chat and its messages (getCurrentChat)", 'app');
  await resolveTicket({ db: cap.db, id: ticketId, actor: { id: null, label: 'bench' } });
  record('support ticket resolved once, audited (resolveTicket)', 'app');
  await listChats({ db: cap.db, page: 3 });
  record('support logs: chats, latest first, page of 10, and the count (listChats)', 'app');
  await getChat({ db: cap.db, chatId });
  record('support logs: one chat and its messages, oldest first (getChat)', 'app');
  // /admin/integracoes searched by a name word, an e-mail's start, a transaction.
  for (const [what, busca] of [
    ['a name word (1 in 10 buyers)', 'goncalves'],
    ['an e-mail prefix', 'comprador4242@'],
    ['a transaction', 'HP1000004242'],
  ] as const) {
    await listWebhookEvents({ db: cap.db, cursor: undefined, filter: { words: searchWordsOf(busca) } });
    // The same SQL three times on purpose: the plan chosen depends on how many terms match.
    for (const q of cap.take()) {
      const query = /count\(\*\)/i.test(q.sql)
        ? 'matches of the word, up to 2001'
        : /distinct/i.test(q.sql)
          ? 'the matching ids'
          : 'page of 10';
      entries.push({
        label: `payment events search by ${what}: ${query} (listWebhookEvents)`,
        source: 'app',
        ...q,
      });
    }
  }

  await listWebhookEvents({ db: cap.db, cursor: undefined, filter: { disputed: true } });
  for (const q of cap.take())
    entries.push({
      label: 'payment events in dispute (Em disputa): their ids, then the page of 10 (listWebhookEvents)',
      source: 'app',
      ...q,
    });

  // The member page's sections, each the latest 20 rows of one member.
  await getMember({ db: cap.db, userId: member.id });
  record('member page: profile, deciding grant, has a password (getMember)', 'app');
  await listMemberPaymentEvents({ db: cap.db, member });
  record('member page: payment events by user id and by e-mail (listMemberPaymentEvents)', 'app');
  await listMemberPayments({ db: cap.db, userId: member.id, limit: MEMBER_PAGE_ROWS });
  record("member page and Minha assinatura: the member's paid periods (listMemberPayments)", 'app');
  await listMemberPageSessions({ db: cap.db, userId: member.id, now, limit: MEMBER_PAGE_ROWS });
  record("member page: the member's live sessions (listMemberSessions)", 'app');
  await listMemberCodeRequests({ db: cap.db, userId: member.id });
  record('member page: codes served to the member (listMemberCodeRequests)', 'app');
  await listMemberPageTickets({ db: cap.db, userId: member.id });
  record("member page: the member's tickets, newest first (listMemberTickets)", 'app');
  await listMemberChats({ db: cap.db, userId: member.id });
  record("member page: the member's chats, latest first (listMemberChats)", 'app');
  await listMemberAudit({ db: cap.db, userId: member.id });
  record('member page: audit rows about the member (listMemberAudit)', 'app');
  // The overview's revenue, summed from revenue_movements_day_idx, and the members
  // per month from two range counts each.
  await getRevenue({ db: cap.db });
  record('admin overview: revenue per day and month, new and lost members per month (getRevenue)', 'app');

  entries.push(...plannedQueries(deps.database.db, kind, now));
  return entries;
}
