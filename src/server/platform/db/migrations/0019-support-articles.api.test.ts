import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateTo, migrateToLatest } from '../migrate';
import { NEW_ARTICLES } from './0019-support-articles/articles';

// Migration 0019 on a knowledge base an operator already edited: an article they wrote under one
// of the new titles is kept as it is, the others are added with their audience, and the version
// moves so running assistants rebuild their index.

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
  versionBefore = await version();
  await migrateToLatest(handle.db);
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

it('bumps the knowledge base version', async () => {
  expect(await version()).toBe(versionBefore + 1);
});
