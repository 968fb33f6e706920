import { type Expression, type SqlBool, sql } from 'kysely';
import { encodeCursor, type KeysetCursor } from '../../../shared/keyset-cursor';

// The machine-written lists (audit, payment events, code requests) grow to millions of rows, so
// they page by keyset over (time, id) newest first with no count: a page reads pageSize + 1
// entries of a (filter…, time, id) index from the cursor on, at any depth
// (docs/decisions/025-keyset-paging.md).

/** A row's place in its list. */
export type RowKey = { at: Date; id: string | number };

export type KeysetPage<Row> = {
  rows: Row[];
  /** The next page toward older rows (Mais antigos), or null at the oldest. */
  nextCursor: string | null;
  /** The next page toward newer rows (Mais recentes), or null on the first page. */
  prevCursor: string | null;
};

/**
 * "After the cursor" in the cursor's direction, as a row-value comparison both engines read as a
 * range of the (…, time, id) index. `time` and `id` are the list's columns. The cursor holds
 * milliseconds: every writer of these tables stores a JavaScript Date, so PostgreSQL's
 * microseconds are always zero there (a row written by now() would need its time as text, as the
 * CSV export keeps it).
 */
export function afterCursor(
  cursor: KeysetCursor,
  { time, id, integerId = false }: { time: string; id: string; integerId?: boolean },
): Expression<SqlBool> {
  const op = sql.raw(cursor.direction === 'older' ? '<' : '>');
  const key = integerId ? Number(cursor.id) : cursor.id;
  return sql<SqlBool>`(${sql.ref(time)}, ${sql.ref(id)}) ${op} (${cursor.at}, ${key})`;
}

/**
 * One page of a keyset list. `read(cursor, limit)` returns up to `limit` rows after the cursor in
 * its direction (older: time desc, id desc; newer: time asc, id asc; none: the newest first).
 * Walking toward newer rows and reaching the top answers the first page itself, so "Mais
 * recentes" always ends on the same page a fresh visit shows.
 */
export async function keysetPage<Row>({
  cursor,
  pageSize,
  read,
  keyOf,
}: {
  cursor: KeysetCursor | undefined;
  pageSize: number;
  read: (cursor: KeysetCursor | undefined, limit: number) => Promise<Row[]>;
  keyOf: (row: Row) => RowKey;
}): Promise<KeysetPage<Row>> {
  const cursorOf = (direction: KeysetCursor['direction'], row: Row) => {
    const { at, id } = keyOf(row);
    return encodeCursor({ direction, at, id: String(id) });
  };
  if (cursor?.direction === 'newer') {
    const newer = await read(cursor, pageSize + 1);
    if (newer.length > pageSize) {
      const rows = newer.slice(0, pageSize).reverse();
      return {
        rows,
        nextCursor: cursorOf('older', rows.at(-1) as Row),
        prevCursor: cursorOf('newer', rows[0] as Row),
      };
    }
    cursor = undefined;
  }
  const read1 = await read(cursor, pageSize + 1);
  const rows = read1.slice(0, pageSize);
  const last = rows.at(-1);
  const first = rows[0];
  return {
    rows,
    nextCursor: read1.length > pageSize && last ? cursorOf('older', last) : null,
    prevCursor: !cursor
      ? null
      : first
        ? cursorOf('newer', first)
        : encodeCursor({ ...cursor, direction: 'newer' }),
  };
}

/** The order a read in the cursor's direction sorts by. */
export const keysetOrder = (cursor: KeysetCursor | undefined) =>
  cursor?.direction === 'newer' ? ('asc' as const) : ('desc' as const);
