import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateTo } from '../migrate';
import { NEW_ARTICLES } from './0019-support-articles/articles';
import { KEYWORD_ADDITIONS } from './0026-support-keywords/articles';
import { ANSWER_UPDATES } from './0034-renewal-articles/articles';

// The migrations that teach the knowledge base (0019: new articles and members' words; 0026: more
// words; 0033: answers that say Reativar), each run on a knowledge base an operator already edited: what they wrote or edited is
// kept as it is, the rest learns, and the version moves so assistants rebuild their index.

/** A database migrated up to `before`, arranged by `edit`, then migrated by `migrate`. */
function knowledgeBaseMigrated(
  before: string,
  edit: (handle: DatabaseHandle) => Promise<unknown>,
  migrate: (handle: DatabaseHandle) => Promise<unknown>,
) {
  let database: TestDatabase;
  const state = { handle: {} as DatabaseHandle, versionBefore: 0 };
  beforeAll(async () => {
    let handle: DatabaseHandle;
    ({ database, handle } = await openEmptyTestDatabase());
    state.handle = handle;
    await migrateTo(handle.db, before);
    await edit(handle);
    state.versionBefore = await version(handle);
    await migrate(handle);
  });
  afterAll(async () => {
    await state.handle.db.destroy();
    await database.drop();
  });
  return state;
}

const version = async ({ db }: DatabaseHandle) =>
  (await db.selectFrom('app_settings').select('knowledge_base_version').executeTakeFirstOrThrow())
    .knowledge_base_version;
/** One column of the article with that title. */
const articleField = async ({ db }: DatabaseHandle, title: string, field: 'keywords' | 'answer') =>
  (
    await db
      .selectFrom('support_articles')
      .select(['keywords', 'answer'])
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  )[field];
const keywordsOf = (handle: DatabaseHandle, title: string) => articleField(handle, title, 'keywords');
/** The operator edits an article: its keywords are theirs (its updated_at moves past the seed's). */
const editKeywords = ({ db }: DatabaseHandle, title: string) =>
  sql`update support_articles set keywords = 'editado', updated_at = ${new Date(Date.now() + 60_000)}
    where title = ${title}`.execute(db);

describe('migration 0019', () => {
  const taken = NEW_ARTICLES[0]?.title ?? '';
  const state = knowledgeBaseMigrated(
    '0018-two-factor',
    async (handle) => {
      await sql`insert into support_articles (id, title, keywords, answer, audience)
        values ('do-operador', ${taken}, 'meu', 'Texto do operador.', 'visitors')`.execute(handle.db);
      await editKeywords(handle, 'Código de verificação');
    },
    // Up to 0019 only: a later migration may bump the version again (0026 does).
    (handle) => migrateTo(handle.db, '0019-support-articles'),
  );

  it('adds each new article once, with its audience, and keeps the one the operator wrote', async () => {
    const rows = await state.handle.db
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
    expect(await keywordsOf(state.handle, 'Sem assinatura ativa')).toMatch(
      /^sem assinatura, .*, paguei e não tenho acesso, /,
    );
    expect(await keywordsOf(state.handle, 'Código de verificação')).toBe('editado');
  });

  it('bumps the knowledge base version', async () => {
    expect(await version(state.handle)).toBe(state.versionBefore + 1);
  });
});

describe('migration 0026', () => {
  const [conectar, assinatura] = KEYWORD_ADDITIONS.map((addition) => addition.title);
  const state = knowledgeBaseMigrated(
    '0025-retention',
    (handle) => editKeywords(handle, assinatura ?? ''),
    // Up to 0026 only: a later migration bumps the version again (0033 does).
    (handle) => migrateTo(handle.db, '0026-support-keywords'),
  );

  it("adds members' words to the articles the operator never edited, and keeps the edited one", async () => {
    expect(await keywordsOf(state.handle, conectar ?? '')).toMatch(
      /^conectar, página conectar, .*, login e senha, /,
    );
    expect(await keywordsOf(state.handle, assinatura ?? '')).toBe('editado');
  });

  it('bumps the knowledge base version', async () => {
    expect(await version(state.handle)).toBe(state.versionBefore + 1);
  });
});

describe('migration 0033', () => {
  const [settings, renewal] = ANSWER_UPDATES.map((update) => update.title);
  const answerOf = (handle: DatabaseHandle, title: string) => articleField(handle, title, 'answer');
  const state = knowledgeBaseMigrated(
    '0032-revenue-counter-slices',
    (handle) => editKeywords(handle, settings ?? ''),
    (handle) => migrateTo(handle.db, '0034-renewal-articles'),
  );

  it('tells a cancelled member to click Reativar, and keeps the answer of the article the operator edited', async () => {
    const answer = await answerOf(state.handle, renewal ?? '');
    expect(answer).toBe(ANSWER_UPDATES[1]?.answer);
    expect(answer).toMatch(/cancelada que ainda dá acesso: no mesmo lugar, clique em \*\*Reativar\*\*/);
    expect(await answerOf(state.handle, settings ?? '')).not.toContain('Reativar');
  });

  it('bumps the knowledge base version', async () => {
    expect(await version(state.handle)).toBe(state.versionBefore + 1);
  });
});
