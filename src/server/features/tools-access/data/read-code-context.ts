import type { Db } from '../../../platform/db/connection';
import { preparedQuery, type SlotFn } from '../../../platform/db/prepared-query';

/**
 * What serving a tool code needs, in one trip: the sealed secret, read fresh (a rotation made by
 * any app process counts from the next request), and how many codes this member was served
 * since a moment (the rate limit counts the request log itself: no extra write per request).
 * Compiled once: it runs on every code request (bench/README.md, tools access).
 */
export async function readCodeContext({ db, userId, since }: { db: Db; userId: string; since: Date }) {
  const [row] = await codeContext(db, { userId, since });
  return { sealedSecret: row?.sealed_secret ?? null, recentRequests: Number(row?.recent_requests ?? 0) };
}

const codeContext = preparedQuery((db: Db, slot: SlotFn<{ userId: string; since: Date }>) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('app_settings').select('totp_secret_key').where('id', '=', 1).as('sealed_secret'),
    eb
      .selectFrom('totp_requests')
      .select((count) => count.fn.countAll<number>().as('n'))
      .where('user_id', '=', slot('userId'))
      .where('created_at', '>', slot('since'))
      .as('recent_requests'),
  ]),
);
