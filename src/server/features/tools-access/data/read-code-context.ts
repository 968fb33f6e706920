import type { Db } from '../../../platform/db/connection';
import { preparedQuery, type SlotFn } from '../../../platform/db/prepared-query';

type CodeContextParams = {
  userId: string;
  since: Date;
  /** When the code being handed out started being handed out. */
  windowStart: Date;
  ipAddress: string;
  /** The stored user agent, '' for none. */
  userAgent: string;
};

/**
 * What serving a tool code needs, in one trip: the sealed secret, read fresh (a rotation made by
 * any app process counts from the next request), how many codes this member was served since a
 * moment (the rate limit counts the request log itself: no extra write per request), and whether
 * this browser was already handed the current code (a reopened dialog, issue 19).
 * Compiled once: it runs on every code request (bench/README.md, tools access).
 */
export async function readCodeContext({ db, ...params }: CodeContextParams & { db: Db }) {
  const [row] = await codeContext(db, params);
  return {
    sealedSecret: row?.sealed_secret ?? null,
    recentRequests: Number(row?.recent_requests ?? 0),
    servedThisWindow: Number(row?.served_this_window ?? 0) > 0,
  };
}

const codeContext = preparedQuery((db: Db, slot: SlotFn<CodeContextParams>) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('app_settings').select('totp_secret_key').where('id', '=', 1).as('sealed_secret'),
    eb
      .selectFrom('totp_requests')
      .select((count) => count.fn.countAll<number>().as('n'))
      .where('user_id', '=', slot('userId'))
      .where('created_at', '>', slot('since'))
      .as('recent_requests'),
    eb
      .selectFrom('totp_requests')
      .select((count) => count.fn.countAll<number>().as('n'))
      .where('user_id', '=', slot('userId'))
      .where('created_at', '>=', slot('windowStart'))
      .where('ip_address', '=', slot('ipAddress'))
      .where((w) => w.fn.coalesce('user_agent', w.val('')), '=', slot('userAgent'))
      .as('served_this_window'),
  ]),
);
