import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateTo, migrateToLatest } from '../migrate';
import { KEYWORD_ADDITIONS } from './0026-support-keywords/articles';

// Migration 0026 on a knowledge base an operator already edited: the article they edited keeps
// their keywords, the one they never touched learns members' words, and the version moves so
// assistants rebuild their index.

let database: TestDatabase;
let handle: DatabaseHandle;
const [conectar, assinatura] = KEYWORD_ADDITIONS.map((addition) => addition.title);
let versionBefore = 0;
const version = async () =>
  (await handle.db.selectFrom('app_settings').select('knowledge_base_version').executeTakeFirstOrThrow())
    .knowledge_base_version;
const keywordsOf = async (title: string) =>
  (
    await handle.db
      .selectFrom('support_articles')
      .select('keywords')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).keywords;

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0025-retention');
  await sql`update support_articles set keywords = 'editado', updated_at = ${new Date(Date.now() + 60_000)}
    where title = ${assinatura}`.execute(handle.db);
  versionBefore = await version();
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it("adds members' words to the articles the operator never edited, and keeps the edited one", async () => {
  expect(await keywordsOf(conectar ?? '')).toMatch(/^conectar, página conectar, .*, login e senha, /);
  expect(await keywordsOf(assinatura ?? '')).toBe('editado');
});

it('bumps the knowledge base version', async () => {
  expect(await version()).toBe(versionBefore + 1);
});
