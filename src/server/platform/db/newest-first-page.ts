import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from './connection';
import { engineOf } from './engine';
import { executeNamed } from './fast/named-statements';
import type { Database } from './schema/database';
import {
  type ContainsIndex,
  containsFilter,
  countContaining,
  likeFilter,
  normalizeSearchText,
} from './text-search';
import { inTransaction, lockedForUpdate } from './transaction';

// Numbered lists such as the library's and trainings' (newest first, pages of 10, exact total,
// optional "contains" search: docs/product.md#library-and-trainings), at about the same cost at
// 100,000 rows as at ten (docs/decisions/012-library-and-trainings.md):
// - the total without a search is a counter the database keeps (content_totals, migration 0010);
//   with one, a count over the trigram index (on SQLite the FTS table alone), kept per search
//   until the list's version moves (migration 0012);
// - a page without a search starts from the nearest anchor before it (content_anchors: every
//   ANCHOR_SPACING-th position, kept by triggers), so it skips fewer than ANCHOR_SPACING index
//   entries at any depth;
// - a page of a search walks the date index from whichever end of the list is nearer. When the
//   matches are dense enough that the walk meets a page of them sooner than the trigram index
//   could list them all, it filters by LIKE; sparse matches are listed by the index and sorted.
// Only then are the page's rows read, by id.

/** A table this paging serves: newest first by (created_at, id), members see its active rows. */
type ListTable = {
  [T in keyof Database]: Database[T] extends { id: string; created_at: unknown; is_active: boolean }
    ? T
    : never;
}[keyof Database];

export type ListQuery = {
  /** The table, also its key in content_totals and content_anchors (kept by its migration's triggers). */
  list: ListTable;
  /** Members: active rows only. */
  activeOnly: boolean;
  search?: { index: ContainsIndex; term: string };
};

const ANCHOR_SPACING = 1000;
/** Reading a match through the trigram index (and sorting it) costs about this many rows walked. */
const LISTED_MATCH_COST = 4;

/**
 * Searches' counts by list version, per database: a count stays exact while the version it was
 * taken at is current (migration 0012), in this process and in every other one.
 */
const searchCounts = new WeakMap<Db, Map<string, { version: number; count: number }>>();
const SEARCH_COUNTS_KEPT = 1000;

/** Rows in the list (every row, or the active ones) and, with a search, how many match. */
async function countList(db: Db, { list, activeOnly, search }: ListQuery) {
  const [row] = await executeNamed(
    db,
    db.selectFrom('content_totals').select(['total', 'active', 'version']).where('list', '=', list),
  );
  const everyone = Number((activeOnly ? row?.active : row?.total) ?? 0);
  if (!search) return { everyone, matching: everyone };

  // Read after the version: a change committed in between makes the count newer, never older.
  const version = Number(row?.version ?? 0);
  let counts = searchCounts.get(db);
  if (!counts) {
    counts = new Map();
    searchCounts.set(db, counts);
  }
  const key = `${list} ${activeOnly} ${normalizeSearchText(search.term)}`;
  const kept = counts.get(key);
  if (kept?.version === version) return { everyone, matching: kept.count };
  const matching = await countContaining(db, { ...search.index, activeOnly }, search.term);
  // Oldest first out (a Map iterates in insertion order).
  counts.delete(key);
  counts.set(key, { version, count: matching });
  if (counts.size > SEARCH_COUNTS_KEPT) counts.delete(counts.keys().next().value as string);
  return { everyone, matching };
}

/** Page `page` of a list, `pageSize` rows a page: its ids in order, and how many rows match. */
export async function listPage({
  db,
  query,
  page,
  pageSize,
}: {
  db: Db;
  query: ListQuery;
  page: number;
  pageSize: number;
}) {
  const { everyone, matching } = await countList(db, query);
  const ids = await pageIds(db, query, {
    everyone,
    matching,
    start: (page - 1) * pageSize,
    count: pageSize,
  });
  return { ids, total: matching };
}

/**
 * Ids at positions [start, start + count) of the newest-first list (of the matches), in that
 * order. `everyone` and `matching` come from countList.
 */
async function pageIds(
  db: Db,
  query: ListQuery,
  { everyone, matching, start, count }: { everyone: number; matching: number; start: number; count: number },
) {
  const size = Math.min(count, matching - start);
  if (size <= 0) return [];
  if (!query.search) return anchoredPage(db, query, start, size);
  return searchPage(db, { ...query, search: query.search }, { everyone, matching, start, size });
}

/** The list, newest first (or oldest first), active rows only for members. */
function ordered(db: Db, { list, activeOnly }: ListQuery, direction: 'desc' | 'asc' = 'desc') {
  let select = db
    .selectFrom(list)
    .select(`${list}.id as id`)
    .orderBy(`${list}.created_at`, direction)
    .orderBy(`${list}.id`, direction);
  if (activeOnly) select = select.where(sql.ref(`${list}.is_active`), '=', true);
  return select;
}

const scopeOf = (query: Pick<ListQuery, 'activeOnly'>) => (query.activeOnly ? 'active' : 'all');

async function anchoredPage(db: Db, query: ListQuery, start: number, size: number) {
  const { list } = query;
  // Anchors sit about ANCHOR_SPACING apart from the head: the first pages need none.
  let anchor = start < ANCHOR_SPACING ? undefined : await nearestAnchor(db, query, start);
  if (tooFar(anchor, start)) {
    // First deep read, or many rows came in at the head since the anchors were placed.
    await placeAnchors({ db, query, unlessNear: start });
    anchor = await nearestAnchor(db, query, start);
  }
  let select = ordered(db, query)
    .limit(size)
    .offset(start - (anchor?.position ?? 0));
  if (anchor) {
    // PostgreSQL's timestamps have microseconds: the key travels as text, not as a Date.
    const at = engineOf(db) === 'postgres' ? sql`cast(${anchor.key} as timestamptz)` : sql`${anchor.key}`;
    select = select.where(
      sql<SqlBool>`(${sql.ref(`${list}.created_at`)}, ${sql.ref(`${list}.id`)}) <= (${at}, ${anchor.id})`,
    );
  }
  return (await executeNamed(db, select)).map((row) => row.id as string);
}

type Anchor = Awaited<ReturnType<typeof nearestAnchor>>;
const tooFar = (anchor: Anchor, start: number) => start - (anchor?.position ?? 0) > 2 * ANCHOR_SPACING;

async function nearestAnchor(db: Db, query: Pick<ListQuery, 'list' | 'activeOnly'>, start: number) {
  const [row] = await executeNamed(
    db,
    db
      .selectFrom('content_anchors')
      .select(['position', 'id', sql<string>`cast(created_at as text)`.as('anchor_key')])
      .where('list', '=', query.list)
      .where('scope', '=', scopeOf(query))
      .where('position', '<=', start)
      .orderBy('position', 'desc')
      .limit(1),
  );
  return row && { position: Number(row.position), id: row.id, key: row.anchor_key };
}

/**
 * (Re)places a list's anchors every `spacing` positions: one numbered walk of its index. Writers
 * update the list's content_totals row in their transaction, so holding that row (PostgreSQL;
 * SQLite has one writer) the anchors are placed on a list nobody is changing. `unlessNear`: a
 * reader's position; when another reader placed anchors near it meanwhile, nothing is done.
 */
export async function placeAnchors({
  db,
  query,
  spacing = ANCHOR_SPACING,
  unlessNear,
}: {
  db: Db;
  query: Pick<ListQuery, 'list' | 'activeOnly'>;
  spacing?: number;
  unlessNear?: number;
}) {
  const { list, activeOnly } = query;
  await inTransaction(db, async (trx) => {
    await lockedForUpdate(
      trx,
      trx.selectFrom('content_totals').select('list').where('list', '=', list),
    ).execute();
    if (unlessNear !== undefined && !tooFar(await nearestAnchor(trx, query, unlessNear), unlessNear)) return;
    const scope = scopeOf(query);
    await trx.deleteFrom('content_anchors').where('list', '=', list).where('scope', '=', scope).execute();
    await sql`insert into content_anchors (list, scope, position, created_at, id)
      select ${list}, ${scope}, n - 1, created_at, id from (
        select created_at, id, row_number() over (order by created_at desc, id desc) as n
        from ${sql.table(list)} ${activeOnly ? sql`where is_active` : sql``}
      ) numbered
      where n > 1 and (n - 1) % ${spacing} = 0`.execute(trx);
  });
}

async function searchPage(
  db: Db,
  query: ListQuery & { search: NonNullable<ListQuery['search']> },
  { everyone, matching, start, size }: { everyone: number; matching: number; start: number; size: number },
) {
  // Reading from the oldest end skips fewer entries past the middle.
  const fromEnd = matching - start - size < start;
  const skip = fromEnd ? matching - start - size : start;
  // Rows the ordered walk reads before it has passed skip + size matches.
  const walk = ((skip + size) * everyone) / Math.max(matching, 1);
  const index = { ...query.search.index, activeOnly: query.activeOnly };
  const filter: Expression<SqlBool> =
    walk < matching * LISTED_MATCH_COST
      ? likeFilter(index, query.search.term)
      : containsFilter(db, index, query.search.term);
  const rows = await ordered(db, query, fromEnd ? 'asc' : 'desc')
    .where(filter)
    .limit(size)
    .offset(skip)
    .execute();
  const ids = rows.map((row) => row.id as string);
  return fromEnd ? ids.reverse() : ids;
}

/** Rows fetched by id, put back in the page's order. */
export function inPageOrder<T extends { id: string }>(ids: string[], rows: T[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
