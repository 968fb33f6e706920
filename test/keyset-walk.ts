import { expect } from 'vitest';

// A list paged by keyset (decision 025) is walked from its newest page to its oldest through
// nextCursor, then back through prevCursor; both walks must show every row once, newest first,
// in the same pages.

type KeysetAnswer = { nextCursor: string | null; prevCursor: string | null };

/** Walks a list both ways and returns its rows as the forward walk met them (asserting the walks agree). */
export async function walkKeyset<Page extends KeysetAnswer, Row>({
  read,
  rowsOf,
  keyOf,
}: {
  read: (cursor?: string) => Promise<Page>;
  rowsOf: (page: Page) => Row[];
  /** The row's id and time, to check uniqueness and order. */
  keyOf: (row: Row) => { id: string | number; at: string };
}) {
  const forward: Page[] = [await read()];
  expect(forward[0]?.prevCursor).toBeNull();
  for (let page = forward[0]; page?.nextCursor; ) {
    page = await read(page.nextCursor);
    forward.push(page);
    expect(forward.length).toBeLessThan(1000);
  }
  const back: Page[] = [forward.at(-1) as Page];
  for (let page = back[0]; page?.prevCursor; ) {
    page = await read(page.prevCursor);
    back.unshift(page);
    expect(back.length).toBeLessThanOrEqual(forward.length);
  }
  const ids = (pages: Page[]) => pages.map((page) => rowsOf(page).map((row) => keyOf(row).id));
  expect(ids(back)).toEqual(ids(forward));
  expect(back[0]?.prevCursor).toBeNull();

  const rows = forward.flatMap(rowsOf);
  const all = rows.map(keyOf);
  expect(new Set(all.map((key) => key.id)).size).toBe(all.length);
  const times = all.map((key) => Date.parse(key.at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // Full pages but the last.
  for (const page of forward.slice(0, -1)) expect(rowsOf(page).length).toBe(10);
  return rows;
}
