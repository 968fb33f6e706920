import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../connection';
import { BACKSTOP_PAGES } from './sqlite-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const fileDatabase = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  const file = path.join(dir, 'hub.sqlite');
  return { db: openDatabase({ sqliteFile: file }).db, file };
};
const pragma = async (db: Db, text: string) =>
  Object.values((await sql.raw(`pragma ${text}`).execute(db)).rows[0] as object)[0];

describe('SQLite checkpoints off the event loop', () => {
  it('leaves them to a worker thread: the app connection only checkpoints past the backstop', async () => {
    const { db } = fileDatabase();
    expect(await pragma(db, 'wal_autocheckpoint')).toBe(BACKSTOP_PAGES);
    await db.destroy();
  });

  // A worker thread on a shared machine: given time, since only whether it copies is in question.
  it("copies committed pages into the database file without the app's connection doing it", {
    timeout: 30_000,
  }, async () => {
    const { db, file } = fileDatabase();
    await sql`create table notes (body text)`.execute(db);
    const before = statSync(file).size;
    // ~2 MB: about 500 pages, under SQLite's own 1,000-page threshold, so only the thread copies them.
    for (let i = 0; i < 20; i++) {
      await sql`insert into notes (body) select hex(randomblob(50000)) from (select 1 union all select 2)`.execute(
        db,
      );
    }
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
    await expect.poll(() => statSync(file).size, { timeout: 20_000 }).toBeGreaterThan(before + 1_000_000);
    expect(((await sql`select count(*) as n from notes`.execute(db)).rows[0] as { n: number }).n).toBe(40);
    await db.destroy();
  });

  it('runs no thread for an in-memory database', async () => {
    const { db } = openDatabase({});
    expect(await pragma(db, 'wal_autocheckpoint')).toBe(1000);
    await db.destroy();
  });
});
