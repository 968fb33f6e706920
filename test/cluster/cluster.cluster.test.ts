import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSubscription, createUser } from '../../src/server/seed/factories';
import { DAY_MS, MINUTE_MS } from '../../src/shared/constants';

const HOUR_MS = 60 * MINUTE_MS;

import { createChatId } from '../../src/shared/support-chat';
import { imageFile, libraryForm } from '../images';
import { TOOL } from '../tools-access';
import { ADMIN, type Answer, type Cluster, signIn, startCluster } from './cluster';
import { waitFor } from './cluster-processes';
import {
  deliverPurchases,
  expectAppliedOnce,
  inParallel,
  mailsTo,
  perNode,
  waitApplied,
} from './cluster-steps';

// Three nodes of the built app on one PostgreSQL database and one S3 bucket, behind
// HAProxy (round-robin, health checks). What a member does lands on every node; what must happen
// once happens once per cluster.

const CHAT_LIMIT = 6;
/** Members whose plans end soon or ended: each node's first expiry pass at start finds them. */
const expiring: { email: string; subscriptionId: string; expired: boolean }[] = [];

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({
    env: { CHAT_LIMIT_PER_MEMBER_PER_MINUTE: String(CHAT_LIMIT) },
    beforeStart: async (deps) => {
      const now = Date.now();
      const ends = [now + 6 * DAY_MS + 12 * HOUR_MS, now + 12 * HOUR_MS, now - 3 * HOUR_MS];
      for (const [i, at] of [...ends, ...ends, ...ends, ...ends].entries()) {
        const user = await createUser(deps, { email: `vence-${i}@exemplo.com.br` });
        const sub = await addSubscription(deps, user.id, { plan: 'mensal', expiresInDays: 1 });
        await deps.database.db
          .updateTable('subscriptions')
          .set({ expires_at: new Date(at) })
          .where('id', '=', sub.id)
          .execute();
        expiring.push({ email: user.email, subscriptionId: sub.id, expired: at < now });
      }
    },
  });
});
afterAll(() => cluster?.close());

const recipientsOf = (cluster: Cluster) =>
  cluster.smtp.received.flatMap((mail) => mail.to.map((to) => to.replace(/[<>]/g, '').toLowerCase()));

/** The answer's JSON after checking its status (the body is shown when it differs). */
async function json<T = Record<string, unknown>>({ res }: Answer, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

describe('a cluster of three nodes behind HAProxy', () => {
  it('serves one member journey from every node: sign-in, code, library, upload, chat, ticket', async () => {
    const nodes: (string | null)[] = [];
    const through = async (answer: Promise<Answer>) => {
      const a = await answer;
      nodes.push(a.node);
      return a;
    };
    const admin = await signIn(cluster, ADMIN.email, ADMIN.password);
    nodes.push(admin.node);
    await json(
      await through(
        cluster.call('/api/tools-access/settings/tools', { method: 'PUT', cookie: admin.cookie, json: TOOL }),
      ),
    );
    // The upload made through one node…
    const upload = await through(
      cluster.call('/api/admin/library', {
        method: 'POST',
        cookie: admin.cookie,
        body: libraryForm(
          { name: 'Pack do cluster', fileUrl: 'https://downloads.example.com/cluster.zip' },
          await imageFile(),
        ),
      }),
    );
    const { item } = await json<{ item: { id: string; thumbnailUrl: string } }>(upload, 201);

    const member = await createUser(cluster.deps, { subscription: 'active' });
    const signedIn = await signIn(cluster, member.email, member.password);
    nodes.push(signedIn.node);
    const cookie = signedIn.cookie;
    for (let i = 0; i < 3; i++) {
      const me = await json<{ profile: { email: string } }>(
        await through(cluster.call('/api/me', { cookie })),
      );
      expect(me.profile.email).toBe(member.email);
    }
    const code = await json<{ code: string }>(
      await through(cluster.call('/api/tools-access/code', { method: 'POST', cookie })),
    );
    expect(code.code).toMatch(/^\d{6}$/);

    // …is listed and served by the others (the bucket is shared, not a node's disk).
    const list = await json<{ items: { id: string }[] }>(
      await through(cluster.call('/api/library', { cookie })),
    );
    expect(list.items.map((i) => i.id)).toContain(item.id);
    const servedBy = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const image = await through(cluster.call(item.thumbnailUrl, { cookie }));
      expect(image.res.status).toBe(200);
      expect(image.res.headers.get('content-type')).toBe('image/webp');
      servedBy.add(image.node);
    }
    expect(servedBy.size).toBe(3);

    // Downloads counted exactly, 9 at once over the three nodes.
    const counts = await inParallel(9, 9, async () => {
      const answer = await through(
        cluster.call(`/api/library/${item.id}/download`, { method: 'POST', cookie }),
      );
      return (await json<{ downloadsCount: number }>(answer)).downloadsCount;
    });
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    // The chat: asked on one node, the ticket opened on another, read back from a third.
    const chatId = createChatId(Date.now());
    const ask = async (content: string, messages: { role: string; content: string }[]) => {
      messages.push({ role: 'user', content });
      const answer = await json<{ response: string; ticketOpened: boolean }>(
        await through(
          cluster.call('/api/support/chat', {
            method: 'POST',
            cookie,
            json: { sessionId: chatId, messages },
          }),
        ),
      );
      messages.push({ role: 'assistant', content: answer.response });
      return answer;
    };
    const history: { role: string; content: string }[] = [];
    expect((await ask('minha conta caiu, tive que logar de novo', history)).ticketOpened).toBe(false);
    expect((await ask('Quero falar com um atendente.', history)).ticketOpened).toBe(true);
    const current = await json<{ sessionId: string; messages: unknown[] }>(
      await through(cluster.call('/api/support/chat/current', { cookie })),
    );
    expect(current.sessionId).toBe(chatId);
    const tickets = await json<{ items: { id: string }[] }>(
      await through(cluster.call('/api/support/tickets', { cookie })),
    );
    expect(tickets.items).toHaveLength(1);
    const ticketId = tickets.items[0]?.id as string;
    await json(
      await through(
        cluster.call(`/api/support/tickets/${ticketId}/messages`, {
          method: 'POST',
          cookie,
          json: { body: 'Consegui mandar pelo outro servidor.' },
        }),
      ),
      201,
    );
    const opened = await json<{ ticket: { replies: { body: string }[] } }>(
      await through(cluster.call(`/api/support/tickets/${ticketId}`, { cookie })),
    );
    expect(opened.ticket.replies.map((reply) => reply.body)).toContain(
      'Consegui mandar pelo outro servidor.',
    );

    const counted = perNode(nodes);
    expect(Object.keys(counted).sort(), JSON.stringify(counted)).toEqual(['node1', 'node2', 'node3']);
  });

  it('applies 500 deliveries spread over the nodes exactly once, and mails each buyer once', async () => {
    const burst = await deliverPurchases(cluster, 500, 'cluster');
    expect(new Set(burst.statuses)).toEqual(new Set([200]));
    const counted = perNode(burst.nodes);
    for (const node of ['node1', 'node2', 'node3'])
      expect(counted[node], JSON.stringify(counted)).toBeGreaterThan(100);
    await waitApplied(cluster, burst, 60_000);
    await expectAppliedOnce(cluster, burst);
    // Each new buyer's set-password mail leaves once, whichever node's worker took it.
    await waitFor('every buyer mail to be sent', () => {
      const to = new Set(recipientsOf(cluster));
      return burst.emails.every((email) => to.has(email));
    });
    const received = recipientsOf(cluster).filter((to) => burst.emails.includes(to));
    expect(received).toHaveLength(500);
  });

  it('runs the expiry pass once per cluster: each reminder and notice recorded and mailed once', async () => {
    const emails = expiring.map((m) => m.email);
    await waitFor('the expiry mails to be sent', async () => {
      const { queued, unsent } = await mailsTo(cluster, emails);
      return unsent === 0 && queued >= emails.length;
    });
    const notices = await cluster.db
      .selectFrom('expiry_notices')
      .select(['subscription_id', 'kind'])
      .where(
        'subscription_id',
        'in',
        expiring.map((m) => m.subscriptionId),
      )
      .execute();
    const received = recipientsOf(cluster);
    for (const member of expiring) {
      const mine = notices.filter((n) => n.subscription_id === member.subscriptionId);
      expect(mine.length, member.email).toBeGreaterThanOrEqual(1);
      // Three nodes ran their pass at start: still one mail per notice, and one notice per kind.
      expect(received.filter((to) => to === member.email)).toHaveLength(mine.length);
      expect(new Set(mine.map((n) => n.kind)).size).toBe(mine.length);
      const { status } = await cluster.db
        .selectFrom('subscriptions')
        .select('status')
        .where('id', '=', member.subscriptionId)
        .executeTakeFirstOrThrow();
      expect(status).toBe(member.expired ? 'expired' : 'active');
    }
  });

  it('counts a member’s chat limit across the nodes', async () => {
    const member = await createUser(cluster.deps, { subscription: 'active' });
    const { cookie } = await signIn(cluster, member.email, member.password);
    const chatId = createChatId(Date.now());
    const answers = [];
    for (let i = 0; i <= CHAT_LIMIT; i++)
      answers.push(
        await cluster.call('/api/support/chat', {
          method: 'POST',
          cookie,
          json: {
            sessionId: chatId,
            messages: [{ role: 'user', content: `como acesso a biblioteca? ${i}` }],
          },
        }),
      );
    const allowed = answers.slice(0, CHAT_LIMIT);
    expect(allowed.map((a) => a.res.status)).toEqual(allowed.map(() => 200));
    expect(new Set(allowed.map((a) => a.node)).size).toBe(3);
    const refused = answers[CHAT_LIMIT] as Answer;
    expect(refused.res.status).toBe(429);
    expect(((await refused.res.json()) as { message: string }).message).toMatch(/mensagens|aguarde|tente/i);
  });
});
