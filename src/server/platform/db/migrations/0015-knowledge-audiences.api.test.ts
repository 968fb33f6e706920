import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateTo } from '../migrate';

// Migration 0015 on a database whose knowledge base predates audiences (0007's seeded articles and
// one an admin added): every article keeps answering everyone it answered ('visitors'), and only
// the three audiences can be stored afterwards.

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0014-grants');
  await sql`insert into support_articles (id, title, keywords, answer)
    values ('antigo', 'Artigo antigo', 'antigo', 'Resposta antiga.')`.execute(handle.db);
  // Up to this migration: later ones seed articles of their own audiences (0019).
  await migrateTo(handle.db, '0015-knowledge-audiences');
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('opens every existing article to visitors, as before, keeping its text', async () => {
  const rows = await handle.db.selectFrom('support_articles').select(['id', 'audience', 'answer']).execute();
  expect(rows.length).toBeGreaterThan(20);
  expect(new Set(rows.map((row) => row.audience))).toEqual(new Set(['visitors']));
  expect(rows.find((row) => row.id === 'antigo')).toEqual({
    id: 'antigo',
    audience: 'visitors',
    answer: 'Resposta antiga.',
  });
});

it('stores the three audiences and refuses any other', async () => {
  const insert = (id: string, audience: string) =>
    sql`insert into support_articles (id, title, keywords, answer, audience)
      values (${id}, 'Novo', '', 'Resposta.', ${audience})`.execute(handle.db);
  for (const audience of ['visitors', 'members', 'subscribers']) await insert(`novo-${audience}`, audience);
  await expect(insert('novo-todos', 'todos')).rejects.toThrow();
});
