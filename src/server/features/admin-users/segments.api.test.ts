import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { addSubscription } from '../../seed/factories';

// The users list by segment (docs/decisions/023-member-segments.md) — status with "vence em N
// dias", plan, source, sign-up period, name or e-mail without accents — the same segment in the
// CSV, its exact count, and bulk actions on it applied by the worker, audited per member.

let t: TestApp;
let admin: string | undefined;
const now = Date.now();
type Spec = Parameters<typeof addSubscription>[2];

/** name, full name, days since sign-up, grants. */
const MEMBERS: [string, string | null, number, Spec[]][] = [
  ['ana', 'Ana Gonçalves', 2, [{ plan: 'anual', expiresInDays: 5, source: 'hotmart', reference: 'h-ana' }]],
  ['bia', 'Beatriz Araújo', 10, [{ plan: 'anual', expiresInDays: 20, source: 'kiwify', reference: 'k-bia' }]],
  ['caio', 'Caio Gonçalves', 40, [{ plan: 'mensal', expiresInDays: 6, source: 'manual' }]],
  ['davi', 'Davi Souza', 100, [{ plan: 'vitalicio', source: 'hotmart', reference: 'h-davi' }]],
  [
    'eva',
    'Eva GONÇALVES',
    200,
    [{ plan: 'anual', status: 'refunded', expiresInDays: 100, source: 'kiwify', reference: 'k-eva' }],
  ],
  ['fabio', null, 300, []],
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
  for (const [name, fullName, daysAgo, grants] of MEMBERS) {
    const id = `segment-${name}`;
    ids[name] = id;
    await t.db
      .insertInto('profiles')
      .values({
        id,
        email: `${name}@segmentos.com.br`,
        full_name: fullName,
        email_verified: true,
        role: 'user',
        created_at: new Date(now - daysAgo * DAY_MS),
        updated_at: new Date(now),
      })
      .execute();
    for (const grant of grants) await addSubscription(t.deps, id, grant);
  }
}, 60_000);
afterAll(() => t.close());

type Query = Record<string, string>;
const list = async (query: Query) => bodyAt(await t.api(admin).admin.users.$get({ query }), 200);
/** The segment's members among this file's (the test app's admins never subscribed). */
const names = async (query: Query) =>
  (await list(query)).users.flatMap((u) => (u.id.startsWith('segment-') ? [u.id.slice(8)] : []));
const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);

describe('GET /api/admin/users (segments)', () => {
  it('finds names without accents or case, and e-mails as before', async () => {
    expect(await names({ search: 'goncalves' })).toEqual(['ana', 'caio', 'eva']);
    expect(await names({ search: 'GONÇALVES' })).toEqual(['ana', 'caio', 'eva']);
    expect(await names({ search: 'araujo' })).toEqual(['bia']);
    expect(await names({ search: 'fabio@segmentos' })).toEqual(['fabio']);
    expect((await list({ search: 'goncalves' })).total).toBe(3);
  });

  it('searches names from three characters (no trigram below: e-mails only)', async () => {
    expect(await names({ search: 'ça' })).toEqual([]);
    expect(await names({ search: 'onç' })).toEqual(['ana', 'caio', 'eva']);
  });

  it('narrows by plan, source and "vence em N dias", each with the exact total when small', async () => {
    expect(await names({ plan: 'anual' })).toEqual(['ana', 'bia', 'eva']);
    expect(await names({ source: 'hotmart' })).toEqual(['ana', 'davi']);
    expect(await names({ status: 'expiring', plan: 'anual' })).toEqual(['ana']);
    expect(await names({ status: 'expiring', days: '30', plan: 'anual' })).toEqual(['ana', 'bia']);
    expect(await names({ status: 'refunded', source: 'kiwify' })).toEqual(['eva']);
    const body = await list({ status: 'expiring', days: '30' });
    expect(body).toMatchObject({ total: 3, totalAtLeast: false });
  });

  it('narrows by sign-up period (São Paulo days, both ends included) and combines with the search', async () => {
    expect(await names({ from: day(50), to: day(0) })).toEqual(['ana', 'bia', 'caio']);
    expect(await names({ from: day(250), to: day(90) })).toEqual(['davi', 'eva']);
    expect(await names({ from: day(250), search: 'goncalves' })).toEqual(['ana', 'caio', 'eva']);
    expect(await names({ to: day(150), search: 'goncalves' })).toEqual(['eva']);
  });

  it('refuses a bad filter with a Portuguese message', async () => {
    for (const [query, message] of [
      [{ plan: 'ouro' }, 'Filtro de plano inválido.'],
      [{ source: 'paypal' }, 'Filtro de origem inválido.'],
      [{ from: '2026-02-31' }, 'Data inicial do cadastro inválida.'],
      [{ from: day(1), to: day(5) }, 'A data inicial deve ser anterior ou igual à final.'],
      [{ status: 'expiring', days: '0' }, 'Informe ao menos 1 dia.'],
    ] as const) {
      const res = await t.api(admin).admin.users.$get({ query: query as Query });
      const body = await errorAt(res, 400);
      expectPortugueseError(body);
      expect(JSON.stringify(body)).toContain(message);
    }
  });

  it('exports the segment to CSV', async () => {
    const res = await t.api(admin).admin.users.export.$get({ query: { plan: 'anual', search: 'goncalves' } });
    const csv = await res.text();
    expect(res.status).toBe(200);
    expect(csv).toContain('ana@segmentos.com.br');
    expect(csv).toContain('eva@segmentos.com.br');
    expect(csv).not.toContain('caio@segmentos.com.br');
    expect(csv.trim().split('\r\n')).toHaveLength(3);
  });
});

describe('bulk actions on a segment', () => {
  const count = async (query: Query) =>
    bodyAt(await t.api(admin).admin.users.segment.count.$get({ query }), 200);

  it('counts the segment exactly', async () => {
    expect(await count({ status: 'expiring', days: '30' })).toEqual({ count: 3 });
  });

  it('gives "+7 dias" to each member of the segment in one job, audited per member', async () => {
    const before = await t.db
      .selectFrom('profiles')
      .select(['id', 'access_ends_at'])
      .where('id', 'in', [ids.ana, ids.bia] as string[])
      .execute();
    const res = await t.api(admin).admin.users['bulk-actions'].$post({
      query: { status: 'expiring', days: '30', plan: 'anual' },
      json: { kind: 'extend', days: 7 },
    });
    const body = await bodyAt(res, 202);
    expect(body.message).toBe('Ação agendada para 2 usuários.');
    expect(body.bulkAction).toMatchObject({ planned: 2, applied: 0, status: 'pending' });
    await t.deps.bulkActions.drain();
    const done = await bodyAt(
      await t.api(admin).admin.users['bulk-actions'][':id'].$get({ param: { id: body.bulkAction.id } }),
      200,
    );
    expect(done.bulkAction).toMatchObject({ planned: 2, applied: 2, unchanged: 0, status: 'done' });
    const after = await t.db
      .selectFrom('profiles')
      .select(['id', 'access_ends_at'])
      .where('id', 'in', [ids.ana, ids.bia] as string[])
      .execute();
    for (const row of after) {
      const was = before.find((b) => b.id === row.id)?.access_ends_at as Date;
      expect(new Date(row.access_ends_at as Date).getTime() - new Date(was).getTime()).toBe(7 * DAY_MS);
    }
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'target_user_id', 'target_label'])
      .where('action', 'in', ['subscription.extended', 'users.bulk_scheduled'])
      .execute();
    expect(
      audit
        .filter((a) => a.action === 'subscription.extended')
        .map((a) => a.target_user_id)
        .sort(),
    ).toEqual([ids.ana, ids.bia].sort());
    expect(audit.find((a) => a.action === 'users.bulk_scheduled')?.target_label).toBe(
      'Segmento: Vence em até 30 dias · Anual',
    );
  });

  it('e-mails each member of a segment through the mail queue', async () => {
    const res = await t.api(admin).admin.users['bulk-actions'].$post({
      query: { search: 'goncalves' },
      json: { kind: 'message', subject: 'Manutenção', message: 'Voltamos em 1 hora.' },
    });
    expect((await bodyAt(res, 202)).bulkAction.planned).toBe(3);
    await t.deps.bulkActions.drain();
    const queued = await t.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'text_body'])
      .where('subject', '=', 'Manutenção')
      .execute();
    expect(queued.map((m) => m.recipient).sort()).toEqual([
      'ana@segmentos.com.br',
      'caio@segmentos.com.br',
      'eva@segmentos.com.br',
    ]);
    expect(queued[0]?.text_body).toContain('Voltamos em 1 hora.');
    const rows = await t.db
      .selectFrom('audit_events')
      .select('target_user_id')
      .where('action', '=', 'user.messaged')
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('leaves a lifetime plan as it is and counts it as unchanged', async () => {
    const res = await t.api(admin).admin.users['bulk-actions'].$post({
      query: { source: 'hotmart' },
      json: { kind: 'extend', days: 3 },
    });
    const { bulkAction } = await bodyAt(res, 202);
    await t.deps.bulkActions.drain();
    const done = await bodyAt(
      await t.api(admin).admin.users['bulk-actions'][':id'].$get({ param: { id: bulkAction.id } }),
      200,
    );
    expect(done.bulkAction).toMatchObject({ planned: 2, applied: 1, unchanged: 1, status: 'done' });
  });

  it('refuses an empty segment and a bad action in Portuguese', async () => {
    const empty = await t.api(admin).admin.users['bulk-actions'].$post({
      query: { search: 'ninguem-tem-este-nome' },
      json: { kind: 'extend', days: 7 },
    });
    expect((await errorAt(empty, 422)).message).toBe('Nenhum usuário neste segmento: ajuste os filtros.');
    const bad = await t.api(admin).admin.users['bulk-actions'].$post({
      query: {},
      json: { kind: 'extend', days: 0 },
    });
    expect(JSON.stringify(await errorAt(bad, 400))).toContain('Informe pelo menos 1 dia.');
    const unknown = await t
      .api(admin)
      .admin.users['bulk-actions'][':id'].$get({ param: { id: 'nao-existe' } });
    expect((await errorAt(unknown, 404)).message).toBe('Ação em massa não encontrada.');
  });
});
