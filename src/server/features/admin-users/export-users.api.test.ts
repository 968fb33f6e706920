import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { formatDate, formatDayMonth } from '../../../shared/format';
import type { StandingKind } from '../../../shared/subscription-rules';
import { inTransaction } from '../../platform/db/transaction';
import { addSubscription } from '../../seed/factories';
import { refreshMemberAccess } from '../access';
import { csvField } from './users-csv';

// The CSV export of the member list (search applied), for a Brazilian spreadsheet: ';'
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
  // A fixed end, written as the access module writes every grant change.
  await inTransaction(t.db, async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ expires_at: new Date('2031-04-30T23:00:00Z') })
      .where('user_id', '=', 'exp-00000')
      .execute();
    await refreshMemberAccess(trx, 'exp-00000', new Date());
  });
});
afterAll(() => t.close());

async function download(query: { search?: string; status?: StandingKind } = {}) {
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
      // 2031-04-30T23:00Z is 30/04 20:00 in São Paulo; created 2025-03-10 12:00 there.
      'exportado0@exemplo.com.br;"João; ""Zé"" da Silva";Usuário;Anual;Ativa;30/04/2031;10/03/2025',
    ]);
  });

  it('defuses formulas and leaves a missing name and plan readable', async () => {
    const { text } = await download({ search: 'exportado1@' });
    expect(text).toContain(
      `exportado1@gmail.com;"'=HYPERLINK(""http://mal"")";Usuário;Sem Plano;Nunca assinou;;10/03/2025`,
    );
    const nameless = await download({ search: 'exportado2@' });
    expect(nameless.text).toContain('exportado2@gmail.com;;Usuário;Sem Plano;Nunca assinou;;10/03/2025');
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

describe('Plano, Status and Expira em: the deciding grant, worded as the list words it', () => {
  const row = async (n: number) => {
    const { text } = await download({ search: `exportado${n}@` });
    return text.slice(BOM.length).trimEnd().split('\r\n')[1]?.split(';').slice(3, 6);
  };
  const endOf = async (n: number) => {
    const grant = await t.db
      .selectFrom('subscriptions')
      .select('expires_at')
      .where('user_id', '=', `exp-${String(n).padStart(5, '0')}`)
      .executeTakeFirstOrThrow();
    return grant.expires_at ?? new Date(0);
  };
  beforeAll(async () => {
    const member = (n: number) => `exp-${String(n).padStart(5, '0')}`;
    await addSubscription(t.deps, member(3), { plan: 'vitalicio' });
    await addSubscription(t.deps, member(4), { plan: 'anual', status: 'cancelled', expiresInDays: 20 });
    await addSubscription(t.deps, member(5), { status: 'refunded', expiresInDays: 10 });
    // Past its end, not yet marked by the expiry job.
    await addSubscription(t.deps, member(6), { status: 'active', expiresInDays: -1 });
    await addSubscription(t.deps, member(7), { status: 'active', expiresInDays: 3 });
  });

  it('says "Nunca" for a lifetime grant, the access date of a cancelled one, and what ended the rest', async () => {
    expect(await row(3)).toEqual(['Vitalício', 'Ativa', 'Nunca']);
    const cancelledEnd = await endOf(4);
    expect(await row(4)).toEqual([
      'Anual',
      `Cancelada (acesso até ${formatDayMonth(cancelledEnd)})`,
      formatDate(cancelledEnd),
    ]);
    expect(await row(5)).toEqual(['Mensal', 'Reembolsada', formatDate(await endOf(5))]);
    expect(await row(6)).toEqual(['Mensal', 'Expirada', formatDate(await endOf(6))]);
    expect(await row(7)).toEqual(['Mensal', 'Vence em 3 dias', formatDate(await endOf(7))]);
    expect(await row(2)).toEqual(['Sem Plano', 'Nunca assinou', '']);
  });

  it.each([
    ['cancelled', ['exportado4@gmail.com']],
    ['expired', ['exportado6@exemplo.com.br']],
    ['refunded', ['exportado5@gmail.com']],
    ['active', ['exportado3@exemplo.com.br', 'exportado0@exemplo.com.br']],
  ] as const)('exports only the "%s" members when filtered', async (status, emails) => {
    const { text } = await download({ status });
    const rows = text.slice(BOM.length).trimEnd().split('\r\n').slice(1);
    expect(rows.map((line) => line.split(';')[0])).toEqual(emails);
  });

  it('applies the status with the search', async () => {
    const { text } = await download({ status: 'never', search: 'exportado1' });
    const rows = text.slice(BOM.length).trimEnd().split('\r\n').slice(1);
    // exportado1, 10–19, 100–199, 1000–1999: every one of them never subscribed.
    expect(rows).toHaveLength(1 + 10 + 100 + 1000);
    expect(rows.every((line) => line.includes(';Sem Plano;Nunca assinou;;'))).toBe(true);
  });
});

it('csvField quotes separators, quotes and line breaks, and defuses formula starts', () => {
  expect(csvField('simples')).toBe('simples');
  expect(csvField('Maria-Clara da Silva')).toBe('Maria-Clara da Silva');
  expect(csvField('a;b')).toBe('"a;b"');
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
  expect(csvField('linha\nnova')).toBe('"linha\nnova"');
  for (const start of ['=', '+', '-', '@']) expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
});

it('csvField defuses a formula after any separator or line break inside the field', () => {
  expect(csvField('Ana,=2+5')).toBe(`"Ana,'=2+5"`);
  expect(csvField('Ana;+2')).toBe(`"Ana;'+2"`);
  expect(csvField('Ana, -2')).toBe(`"Ana, '-2"`);
  expect(csvField('Ana,"@x"')).toBe(`"Ana,""'@x"""`);
  expect(csvField('\t=1')).toBe(`"'\t'=1"`);
  expect(csvField('a\r\n=1')).toBe(`"a\r\n'=1"`);
  expect(csvField('a\r=1')).toBe(`"a\r'=1"`);
});

it('csvField defuses a formula after any Unicode space (no-break, em, ideographic, zero-width no-break)', () => {
  expect(csvField('\u00a0=1+1')).toBe(`"\u00a0'=1+1"`);
  expect(csvField('Ana,\u2003@x')).toBe(`"Ana,\u2003'@x"`);
  expect(csvField('\u3000+1')).toBe(`"\u3000'+1"`);
  expect(csvField('\ufeff-1')).toBe(`"\ufeff'-1"`);
  expect(csvField('Ana\u00a0Maria')).toBe('Ana\u00a0Maria');
});

/** The cells of `text` as a spreadsheet reads them with `separator`: a quote opens only at a cell's start. */
function readCsv(text: string, separator: string) {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator || char === '\n') {
      cells.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

describe('formulas anywhere in a field (CSV injection)', () => {
  const NAMES = [
    'Ana,=2+5',
    '@SUM(1)',
    '\t=1',
    'Bia;-1',
    'Caio\n+1',
    'Davi,"=1"',
    'Eva, @x',
    '\u00a0=HYPERLINK(1)',
  ];
  beforeAll(async () => {
    const now = new Date();
    const rows = NAMES.map((name, i) => ({
      id: `formula-${i}`,
      email: `formula${i}@planilha.com.br`,
      full_name: name,
      email_verified: true,
      role: 'user' as const,
      created_at: now,
      updated_at: now,
    }));
    await t.db.insertInto('profiles').values(rows).execute();
  });
  const exported = async () => (await download({ search: '@planilha.com.br' })).text.slice(BOM.length);

  it.each([';', ',', '\t'])(
    'leaves no cell starting with a formula trigger when read with %o',
    async (separator) => {
      const cells = readCsv(await exported(), separator);
      expect(cells.length).toBeGreaterThan(NAMES.length);
      expect(cells.filter((cell) => /^\s*[=+\-@\t\r]/u.test(cell))).toEqual([]);
    },
  );

  it("keeps each name whole in its own cell when read with ';', every formula start behind a '", async () => {
    const cells = readCsv(await exported(), ';');
    expect(cells).toEqual(
      expect.arrayContaining([
        "Ana,'=2+5",
        "'@SUM(1)",
        "'\t'=1",
        "Bia;'-1",
        "Caio\n'+1",
        `Davi,"'=1"`,
        "Eva, '@x",
        "\u00a0'=HYPERLINK(1)",
      ]),
    );
  });
});
