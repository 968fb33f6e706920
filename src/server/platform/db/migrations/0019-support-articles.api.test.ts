import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateTo } from '../migrate';
import { NEW_ARTICLES } from './0019-support-articles/articles';

// Migration 0019 on a knowledge base an operator already edited: an article they wrote under one
// of the new titles is kept as it is, the others are added with their audience, seeded articles
// they never edited learn members' words, and the version moves so assistants rebuild their index.

let database: TestDatabase;
let handle: DatabaseHandle;
const taken = NEW_ARTICLES[0]?.title ?? '';
let versionBefore = 0;
const version = async () =>
  (await handle.db.selectFrom('app_settings').select('knowledge_base_version').executeTakeFirstOrThrow())
    .knowledge_base_version;

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0018-two-factor');
  await sql`insert into support_articles (id, title, keywords, answer, audience)
    values ('do-operador', ${taken}, 'meu', 'Texto do operador.', 'visitors')`.execute(handle.db);
  // The operator edited one seeded article: its keywords are theirs.
  await sql`update support_articles set keywords = 'editado', updated_at = ${new Date(Date.now() + 60_000)}
    where title = 'Código de verificação'`.execute(handle.db);
  versionBefore = await version();
  // Up to 0019 only: a later migration may bump the version again (0026 does).
  await migrateTo(handle.db, '0019-support-articles');
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('adds each new article once, with its audience, and keeps the one the operator wrote', async () => {
  const rows = await handle.db
    .selectFrom('support_articles')
    .select(['id', 'title', 'answer', 'audience'])
    .where(
      'title',
      'in',
      NEW_ARTICLES.map((article) => article.title),
    )
    .execute();
  expect(rows).toHaveLength(NEW_ARTICLES.length);
  expect(rows.find((row) => row.title === taken)).toEqual({
    id: 'do-operador',
    title: taken,
    answer: 'Texto do operador.',
    audience: 'visitors',
  });
  for (const article of NEW_ARTICLES.slice(1))
    expect(rows.find((row) => row.title === article.title)?.audience).toBe(article.audience);
});

it("adds members' words to the seeded articles the operator never edited", async () => {
  const keywordsOf = async (title: string) =>
    (
      await handle.db
        .selectFrom('support_articles')
        .select('keywords')
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).keywords;
  expect(await keywordsOf('Sem assinatura ativa')).toMatch(
    /^sem assinatura, .*, paguei e não tenho acesso, /,
  );
  expect(await keywordsOf('Código de verificação')).toBe('editado');
});

it('bumps the knowledge base version', async () => {
  expect(await version()).toBe(versionBefore + 1);
});
