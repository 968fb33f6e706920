import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addSubscription } from '../../seed/factories';
import { csvField } from './users-csv';

// Issue 9 CSV export of the member list (search applied), for a Brazilian spreadsheet: ';'
// separator, UTF-8 with BOM, dates dd/mm/aaaa; streamed batch by batch.

let t: TestApp;
let admin: string | undefined;
const BOM = '\uFEFF';
const HEADER = 'Email;Nome;Tipo de conta;Plano;Status;Expira em;Criado em';
const COUNT = 2345; // more than two export batches of 1,000

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
  const base = Date.parse('2025-03-10T15:00:00Z');
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    id: `exp-${String(i).padStart(5, '0')}`,
    email: `exportado${i}@${i % 3 ? 'gmail.com' : 'exemplo.com.br'}`,
    full_name:
      i === 0 ? 'João; "Zé" da Silva' : i === 1 ? '=HYPERLINK("http://mal")' : i === 2 ? null : `Pessoa ${i}`,
    email_verified: true,
    role: 'user' as const,
    // Two people per second: ties on created_at must not lose or repeat anyone across batches.
    created_at: new Date(base + Math.floor(i / 2) * 1000),
    updated_at: new Date(base),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto('profiles')
      .values(rows.slice(i, i + 500))
      .execute();
  await addSubscription(t.deps, 'exp-00000', { plan: 'anual', status: 'active', expiresInDays: 100 });
  await t.db
    .updateTable('subscriptions')
    .set({ expires_at: new Date('2026-04-30T23:00:00Z') })
    .where('user_id', '=', 'exp-00000')
    .execute();
});
afterAll(() => t.close());

async function download(query: { search?: string } = {}) {
  const res = await t.api(admin).admin.users.export.$get({ query });
  expect(res.status).toBe(200);
  // Response.text() would drop the BOM, which is what the test is about.
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

describe('GET /api/admin/users/export', () => {
  it('answers a UTF-8 CSV attachment with a BOM, a pt-BR header and CRLF line ends', async () => {
    const { res, text } = await download();
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.startsWith(`${BOM}${HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('lists every member exactly once, newest first, across batches', async () => {
    const { text } = await download();
    const emails = text
      .slice(BOM.length)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[0]);
    const total = await t.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(emails).toHaveLength(Number(total?.n));
    expect(new Set(emails).size).toBe(emails.length);
    const newest = await t.db
      .selectFrom('profiles')
      .select('email')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(emails).toEqual(newest.map((row) => row.email));
  });

  it('writes dd/mm/aaaa dates (São Paulo), labels in Portuguese, and quotes what needs quoting', async () => {
    const { text } = await download({ search: 'exportado0@' });
    const lines = text.slice(BOM.length).trimEnd().split('\r\n');
    expect(lines).toEqual([
      HEADER,
      // 2026-04-30T23:00Z is 30/04 20:00 in São Paulo; created 2025-03-10 12:00 there.
      'exportado0@exemplo.com.br;"João; ""Zé"" da Silva";Usuário;Anual;Ativa;30/04/2026;10/03/2025',
    ]);
  });

  it('defuses formulas and leaves a missing name and plan readable', async () => {
    const { text } = await download({ search: 'exportado1@' });
    expect(text).toContain(
      `exportado1@gmail.com;"'=HYPERLINK(""http://mal"")";Usuário;Sem Plano;;;10/03/2025`,
    );
    const nameless = await download({ search: 'exportado2@' });
    expect(nameless.text).toContain('exportado2@gmail.com;;Usuário;Sem Plano;;;10/03/2025');
  });

  it('applies the search (case-insensitive contains)', async () => {
    const { text } = await download({ search: 'EXEMPLO.com' });
    const rows = text.slice(BOM.length).trimEnd().split('\r\n').slice(1);
    const matching = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('email', 'like', '%exemplo.com%')
      .execute();
    expect(rows.length).toBe(matching.length);
    expect(rows.length).toBeGreaterThan(COUNT / 3);
    expect(rows.every((row) => row.split(';')[0]?.endsWith('@exemplo.com.br'))).toBe(true);
  });

  it('answers just the header when nothing matches', async () => {
    expect((await download({ search: randomUUID() })).text).toBe(`${BOM}${HEADER}\r\n`);
  });
});

it('csvField quotes separators, quotes and line breaks, and defuses formula starts', () => {
  expect(csvField('simples')).toBe('simples');
  expect(csvField('a;b')).toBe('"a;b"');
  expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
  expect(csvField('linha\nnova')).toBe('"linha\nnova"');
  for (const start of ['=', '+', '-', '@']) expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
});
