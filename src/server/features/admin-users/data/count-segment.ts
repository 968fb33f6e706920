import type { UserSegment } from '../../../../shared/schemas/admin-users';
import type { Db } from '../../../platform/db/connection';
import { inSegment } from './segment-filter';

/**
 * The exact number of members in a segment at `now` (issue 20 §2): what a bulk action's
 * confirmation states. Unlike the list's capped total, it reads the whole segment: one count,
 * asked for once, when the admin is about to act on all of them.
 */
export async function countSegment({ db, segment, now }: { db: Db; segment: UserSegment; now: Date }) {
  const row = await db
    .selectFrom('profiles')
    .where(inSegment(db, segment, now))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
