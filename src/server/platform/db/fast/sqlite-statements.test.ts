import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteStatements, toSqliteParameters } from './sqlite-statements';

describe('toSqliteParameters', () => {
  it('turns dates into ISO text and booleans into 0/1, leaving the rest', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(toSqliteParameters([at, true, false, 'x', 1, null])).toEqual([
      '2026-01-02T03:04:05.000Z',
      1,
      0,
      'x',
      1,
      null,
    ]);
  });

  it('returns the same list when nothing needs converting', () => {
    const parameters = ['a', 1];
    expect(toSqliteParameters(parameters)).toBe(parameters);
  });
});

describe('sqliteStatements', () => {
  it('reuses a statement per SQL text and binds fresh parameters each time', () => {
    const db = sqliteStatements(new SQLite(':memory:'));
    db.prepare('create table t (v integer, at text)').run([]);
    const insert = db.prepare('insert into t values (?, ?)');
    insert.run([true, new Date(0)]);
    insert.run([false, new Date(1000)]);
    expect(db.prepare('insert into t values (?, ?)')).toBe(insert);
    const select = db.prepare('select v, at from t where v = ?');
    expect(select.all([true])).toEqual([{ v: 1, at: '1970-01-01T00:00:00.000Z' }]);
    expect(select.all([false])).toEqual([{ v: 0, at: '1970-01-01T00:00:01.000Z' }]);
    db.close();
  });

  it('hands out a fresh statement while the cached one is still being iterated', () => {
    const db = sqliteStatements(new SQLite(':memory:'));
    const iterating = db.prepare('select 1 as n union all select 2').iterate([]);
    iterating.next();
    expect(db.prepare('select 1 as n union all select 2').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    iterating.return?.();
    db.close();
  });
});
