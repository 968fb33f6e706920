import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../../../test/test-app-for-file';
import type { Db } from '../connection';
import { engineOf } from '../engine';
import { probingIndexes, readingIndexRanges } from './planner-hints';

const t = testAppForFile();

// A range read and a join, the shapes the hinted callers run: newest members and their grants.
const newestMembers = (db: Db) =>
  db
    .selectFrom('profiles')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'profiles.id')
    .select(['profiles.id', 'profiles.email', 'subscriptions.plan'])
    .where('profiles.created_at', '>', new Date(0))
    .orderBy('profiles.created_at', 'desc')
    .orderBy('profiles.id')
    .orderBy('subscriptions.id')
    .limit(20)
    .execute();

const setting = async (db: Db, name: string) =>
  (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0]?.value;

describe('planner hints', () => {
  it('return the rows the plain query returns', async () => {
    await Promise.all([t.as('subscriber'), t.as('expired'), t.as('member')]);
    const plain = await newestMembers(t.db);
    expect(plain.length).toBeGreaterThanOrEqual(3);
    expect(await readingIndexRanges(t.db, newestMembers)).toEqual(plain);
    expect(await probingIndexes(t.db, newestMembers)).toEqual(plain);
  });

  // Only the api-postgres project has a PostgreSQL server; reported as skipped elsewhere.
  it.runIf(process.env.TEST_PG_URL)(
    'hold only for the work they wrap (`set local` in a transaction of their own)',
    async () => {
      expect(engineOf(t.db)).toBe('postgres');
      await t.db.connection().execute(async (db) => {
        expect(await readingIndexRanges(db, (trx) => setting(trx, 'enable_seqscan'))).toBe('off');
        expect(await probingIndexes(db, (trx) => setting(trx, 'enable_hashjoin'))).toBe('off');
        // The same connection afterwards: back to the planner's defaults.
        expect(await setting(db, 'enable_seqscan')).toBe('on');
        expect(await setting(db, 'enable_hashjoin')).toBe('on');
      });
    },
  );
});
