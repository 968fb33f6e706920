import { expect, it } from 'vitest';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { afterCommit, inTransaction } from './transaction';

const t = testAppForFile();

it('runs after-commit tasks once the outermost transaction has committed', async () => {
  const seen: string[] = [];
  await inTransaction(t.db, async (trx) => {
    await inTransaction(trx, async (inner) => {
      afterCommit(inner, () => seen.push('task'));
    });
    seen.push('still inside');
  });
  expect(seen).toEqual(['still inside', 'task']);
});

it('drops them when the transaction rolls back', async () => {
  const seen: string[] = [];
  await expect(
    inTransaction(t.db, async (trx) => {
      afterCommit(trx, () => seen.push('task'));
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(seen).toEqual([]);
});

it('runs them at once outside a transaction, and refuses a transaction inTransaction did not open', async () => {
  const seen: string[] = [];
  afterCommit(t.db, () => seen.push('now'));
  expect(seen).toEqual(['now']);
  await expect(
    t.db.transaction().execute(async (trx) => afterCommit(trx, () => seen.push('too early'))),
  ).rejects.toThrow('inTransaction');
  expect(seen).toEqual(['now']);
});
