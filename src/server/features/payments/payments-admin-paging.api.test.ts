import { randomUUID } from 'node:crypto';
import type { InferRequestType } from 'hono/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkKeyset } from '../../../../test/keyset-walk';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt } from '../../../../test/typed-body';
import { decodeCursor } from '../../../shared/keyset-cursor';
import type { WebhookOutcome } from '../../../shared/payments';
import { listWebhookEvents, type WebhookEventFilter } from './data/list-webhook-events';
import { searchTermsOf, searchWordsOf } from './event-search-terms';

// /admin/integracoes pages its deliveries by keyset over (received_at, id) under each filter and a
// search (docs/decisions/025-keyset-paging.md): each row once, in order, the same pages forward
// and back.

const { t, admin } = testAppWithAdminForFile();
const OUTCOMES: WebhookOutcome[] = ['applied', 'ignored', 'failed'];
const NAMES = ['Maria Souza', 'João Lima', 'Maria Lima'];
type Query = InferRequestType<ReturnType<typeof t.api>['admin']['payments']['events']['$get']>['query'];

beforeAll(async () => {
  // 48 deliveries, three to a millisecond, alternating platforms, outcomes and buyers.
  const start = Date.now() - 3_600_000;
  const rows = Array.from({ length: 48 }, (_, i) => {
    const at = new Date(start + Math.floor(i / 3) * 1000);
    const email = `pagina${i}@exemplo.com.br`;
    const name = NAMES[i % NAMES.length] ?? '';
    const transactionId = `HPPAG${1000 + i}`;
    return {
      event: {
        id: randomUUID(),
        platform: i % 2 ? ('kiwify' as const) : ('hotmart' as const),
        event_key: `paging:${i}`,
        event_type: 'PURCHASE_APPROVED',
        transaction_id: transactionId,
        email,
        outcome: OUTCOMES[i % OUTCOMES.length] ?? 'applied',
        detail: '',
        payload: '{}',
        user_id: null,
        attempts: 1,
        received_at: at,
        processed_at: at,
        next_attempt_at: null,
      },
      terms: searchTermsOf({ buyer: { email, name }, transactionId }),
    };
  });
  await t.db
    .insertInto('webhook_events')
    .values(rows.map((row) => row.event))
    .execute();
  await t.db
    .insertInto('webhook_event_terms')
    .values(rows.flatMap((row) => row.terms.map((term) => ({ term, event_id: row.event.id }))))
    .execute();
});

const walk = (query: Query) =>
  walkKeyset({
    read: async (cursor) =>
      bodyAt(
        await t
          .api(admin.cookie)
          .admin.payments.events.$get({ query: { ...query, ...(cursor ? { cursor } : {}) } }),
        200,
      ),
    rowsOf: (page) => page.events,
    keyOf: (event) => ({ id: event.id, at: event.receivedAt }),
  });

/** What the table holds for a filter, by the seeded rows' e-mails. */
const emailsOf = (rows: { email: string | null }[]) => rows.map((row) => row.email ?? '').sort();
const expected = (keep: (i: number) => boolean) =>
  Array.from({ length: 48 }, (_, i) => i)
    .filter(keep)
    .map((i) => `pagina${i}@exemplo.com.br`)
    .sort();

describe('GET /api/admin/payments/events by keyset', () => {
  it('walks every delivery once, forward and back', async () => {
    expect(emailsOf(await walk({}))).toEqual(expected(() => true));
  });

  it.each([
    ['a platform', { platform: 'kiwify' }, (i: number) => i % 2 === 1],
    ['an outcome', { outcome: 'ignored' }, (i: number) => i % 3 === 1],
    ['a platform and an outcome', { platform: 'hotmart', outcome: 'applied' }, (i: number) => i % 6 === 0],
    ['a search', { busca: 'maria' }, (i: number) => i % 3 !== 1],
    [
      'a search of two words and a platform',
      { busca: 'maria lima', platform: 'hotmart' },
      (i: number) => i % 6 === 2,
    ],
  ] as const)('walks the deliveries of %s once, forward and back', async (_, query, keep) => {
    const rows = await walk(query);
    expect(emailsOf(rows)).toEqual(expected(keep));
  });

  it('meets a common word by walking the date index: the same pages as reading its matches', async () => {
    const filter: WebhookEventFilter = { words: searchWordsOf('maria'), outcome: 'applied' };
    const read = (sparseMatches: number) =>
      walkKeyset({
        read: async (cursor) => {
          const page = await listWebhookEvents({
            db: t.db,
            cursor: cursor ? decodeCursor(cursor) : undefined,
            filter,
            sparseMatches,
          });
          return { ...page, events: page.rows };
        },
        rowsOf: (page) => page.events,
        keyOf: (row) => ({ id: row.id, at: row.received_at.toISOString() }),
      });
    const walked = await read(2);
    expect(emailsOf(walked)).toEqual(expected((i) => i % 3 === 0 && i % 3 !== 1));
    expect((await read(2000)).map((row) => row.id)).toEqual(walked.map((row) => row.id));
  });
});
