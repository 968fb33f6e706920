import { type Expression, expressionBuilder, sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { preparedQuery, type SlotFn } from '../../../platform/db/prepared-query';
import type { Database } from '../../../platform/db/schema/database';
import { type SessionRead, selectSessionByToken } from '../../session';

export type CodeContextParams = {
  since: Date;
  /** When the code being handed out started being handed out. */
  windowStart: Date;
  ipAddress: string;
  /** The stored user agent, '' for none. */
  userAgent: string;
};

export type CodeContext = {
  sealedSecret: string | null;
  recentRequests: number;
  servedThisWindow: boolean;
};

type CodeContextRow = {
  sealed_secret: string | null;
  recent_requests: number | string | null;
  served_this_window: number | string | null;
};

/**
 * What serving a tool code needs, in one trip: the sealed secret, read fresh (a rotation made by
 * any app process counts from the next request), how many codes this member was served since a
 * moment (the rate limit counts the request log itself: no extra write per request), and whether
 * this browser was already handed the current code (a reopened dialog, issue 19).
 * Compiled once: it runs on every code request (bench/README.md, tools access).
 */
export async function readCodeContext({
  db,
  userId,
  ...params
}: CodeContextParams & { db: Db; userId: string }): Promise<CodeContext> {
  const [row] = await codeContext(db, { userId, ...params });
  return contextOf(row);
}

/**
 * The same columns read in the session's own statement (getViewer's SessionRead): the code
 * endpoint's one round trip, as /api/me's (issue 22 §3: the second trip was what kept the code's
 * p99 over 50 ms on a busy cluster). `context` holds what it read once it ran; it does not run when
 * the session takes Better Auth's path, and then the caller reads with readCodeContext.
 */
export function sessionWithCodeContext(db: Db, params: CodeContextParams) {
  const read: { session: SessionRead; context?: CodeContext } = {
    session: async (token) => {
      const [row] = await sessionAndCodeContext(db, { token, ...params });
      if (row) read.context = contextOf(row);
      return row;
    },
  };
  return read;
}

const contextOf = (row: CodeContextRow | undefined): CodeContext => ({
  sealedSecret: row?.sealed_secret ?? null,
  recentRequests: Number(row?.recent_requests ?? 0),
  servedThisWindow: Number(row?.served_this_window ?? 0) > 0,
});

function codeContextColumns(userId: string | Expression<string>, slot: SlotFn<CodeContextParams>) {
  const eb = expressionBuilder<Database, never>();
  return [
    eb.selectFrom('app_settings').select('totp_secret_key').where('id', '=', 1).as('sealed_secret'),
    eb
      .selectFrom('totp_requests')
      .select((count) => count.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', slot('since'))
      .as('recent_requests'),
    eb
      .selectFrom('totp_requests')
      .select((count) => count.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', slot('windowStart'))
      .where('ip_address', '=', slot('ipAddress'))
      .where((w) => w.fn.coalesce('user_agent', w.val('')), '=', slot('userAgent'))
      .as('served_this_window'),
  ] as const;
}

const codeContext = preparedQuery((db: Db, slot: SlotFn<CodeContextParams & { userId: string }>) =>
  db.selectNoFrom(codeContextColumns(slot('userId'), slot)),
);

const sessionAndCodeContext = preparedQuery((db: Db, slot: SlotFn<CodeContextParams & { token: string }>) =>
  selectSessionByToken(db, slot('token')).select(codeContextColumns(sql.ref<string>('profiles.id'), slot)),
);
