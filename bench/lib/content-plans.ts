// `node --import tsx bench/lib/content-plans.ts` with DATA_DIR or DATABASE_URL on the database
// seed-content.ts filled: the positions bench/content-lists.mjs asks for (the member grid's cursor
// halfway down, an item to download, the totals), and the plan of every query the library and
// trainings lists run for those requests (explain-captured.ts). One JSON line out.
import path from 'node:path';
import {
  encodeCursor,
  listActiveLibraryItems,
  listLibraryItems,
} from '../../src/server/features/library/data/library-items';
import { listTrainings } from '../../src/server/features/trainings/data/trainings';
import { loadEnv } from '../../src/server/platform/config/env';
import { openDatabase } from '../../src/server/platform/db/connection';
import { LIBRARY_GRID_PAGE_SIZE, PAGE_SIZE } from '../../src/shared/constants';
import { CONTENT_MEMBER, SEARCHES } from './content-bench';
import { explainCaptured, queryCapture } from './explain-captured';

const env = loadEnv();
const { db, kind } = openDatabase({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: path.join(path.resolve(env.DATA_DIR), 'hub.sqlite'),
});

const count = async (table: 'library_items' | 'trainings', activeOnly: boolean) => {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (activeOnly) query = query.where('is_active', '=', true);
  return Number((await query.executeTakeFirstOrThrow()).n);
};
const totals = {
  library: await count('library_items', false),
  libraryActive: await count('library_items', true),
  trainings: await count('trainings', false),
  trainingsActive: await count('trainings', true),
};
// The grid's position halfway down: the item a member reaches after scrolling through half.
const halfway = await db
  .selectFrom('library_items')
  .select(['id', 'created_at'])
  .where('is_active', '=', true)
  .orderBy('created_at', 'desc')
  .orderBy('id', 'desc')
  .offset(Math.floor(totals.libraryActive / 2))
  .limit(1)
  .executeTakeFirstOrThrow();
const middleCursor = encodeCursor({ createdAt: halfway.created_at, id: halfway.id });
const downloadItemId = halfway.id;
const { id: memberId } = await db
  .selectFrom('profiles')
  .select('id')
  .where('email', '=', CONTENT_MEMBER.email)
  .executeTakeFirstOrThrow();

const middlePage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE / 2));
const capture = queryCapture(db);
const { run } = capture;
const member = { userId: memberId };
await run('member library: first page', () => listActiveLibraryItems({ db, limit: LIBRARY_GRID_PAGE_SIZE }));
await run('member library: halfway', () =>
  listActiveLibraryItems({
    db,
    limit: LIBRARY_GRID_PAGE_SIZE,
    after: { createdAt: halfway.created_at, id: halfway.id },
  }),
);
for (const [label, options] of [
  ['member trainings: first page', { page: 1, member }],
  ['member trainings: middle page', { page: middlePage(totals.trainingsActive), member }],
  [`member trainings: search "${SEARCHES.few}"`, { page: 1, member, search: SEARCHES.few }],
  [`member trainings: search "${SEARCHES.word}"`, { page: 1, member, search: SEARCHES.word }],
  ['admin trainings: first page', { page: 1 }],
  ['admin trainings: middle page', { page: middlePage(totals.trainings) }],
  [`admin trainings: search "${SEARCHES.word}"`, { page: 1, search: SEARCHES.word }],
] as const) {
  await run(label, () => listTrainings({ db, pageSize: PAGE_SIZE, ...options }));
}
for (const [label, options] of [
  ['admin library: first page', { page: 1 }],
  ['admin library: middle page', { page: middlePage(totals.library) }],
  [`admin library: search "${SEARCHES.word}"`, { page: 1, search: SEARCHES.word }],
] as const) {
  await run(label, () => listLibraryItems({ db, pageSize: PAGE_SIZE, ...options }));
}

const plans = await explainCaptured(env, kind, capture.seen);
await db.destroy();
process.stdout.write(
  `${JSON.stringify({ kind, member: CONTENT_MEMBER, searches: SEARCHES, totals, middleCursor, downloadItemId, plans })}\n`,
);
