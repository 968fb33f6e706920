import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../../../test/test-app-for-file';
import { engineOf } from '../engine';
import { inTransaction } from '../transaction';
import { lockCounterSlot } from './counter-slices';

const t = testAppForFile();

// The lock's rows in pg_locks: its first key is classid, the slot objid (two-key form: objsubid 2).
const heldHere = (db: typeof t.db, slot: string) =>
  sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory'
    and database = (select oid from pg_database where datname = current_database())
    and classid = ${0x68756201} and objsubid = 2 and ${sql.raw(slot)}`.execute(db);

it('holds its connection slice lock until the transaction ends (PostgreSQL), and refuses outside one', async () => {
  await expect(lockCounterSlot(t.db)).rejects.toThrow('inside a transaction');
  const during = await inTransaction(t.db, async (trx) => {
    await lockCounterSlot(trx);
    if (engineOf(trx) !== 'postgres') return 1;
    return (await heldHere(trx, 'pid = pg_backend_pid() and objid = pg_backend_pid() % 64')).rows[0]?.n;
  });
  expect(during).toBe(1);
  if (engineOf(t.db) === 'postgres') expect((await heldHere(t.db, 'true')).rows[0]?.n).toBe(0);
});
