import { type Expression, expressionBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../../../../shared/constants';
import type { KeysetCursor } from '../../../../shared/keyset-cursor';
import type { Db } from '../../../platform/db/connection';
import { preparedQuery, type SlotFn } from '../../../platform/db/fast/prepared-query';
import { afterCursor, keysetOrder, keysetPage } from '../../../platform/db/keyset-page';
import type { Database } from '../../../platform/db/schema/database';
import { type SessionRead, selectSessionByToken } from '../../session';

// totp_requests: one row per tool code handed out (insert only). The log is the per-member rate
// limit, the admins' list of code requests and, with sign-ins, the IP spread.

export type CodeRequest = {
  userId: string;
  userEmail: string;
  userName: string;
  ipAddress: string | null;
  userAgent: string | null;
  at: Date;
};

/**
 * Records codes handed out, with each requester's IP and user agent (the IP spread reads them); one
 * statement.
 */
export async function recordCodeRequests({ db, requests }: { db: Db; requests: readonly CodeRequest[] }) {
  await db
    .insertInto('totp_requests')
    .values(
      requests.map((request) => ({
        user_id: request.userId,
        user_email: request.userEmail,
        user_name: request.userName,
        ip_address: request.ipAddress,
        user_agent: request.userAgent,
        created_at: request.at,
      })),
    )
    .execute();
}

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
 * this browser was already handed the current code (a reopened dialog is not a new request).
 * Compiled once: it runs on every code request (src/server/platform/db/fast/README.md).
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
 * endpoint's one round trip, as /api/me's (the second trip was what kept the code's p99 over
 * 50 ms on a busy cluster: src/server/platform/db/fast/README.md). `context` holds what it read
 * once it ran; it does not run when the session takes Better Auth's path, and then the caller
 * reads with readCodeContext.
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

/**
 * The latest code requests, newest first, pages of 10 by keyset with no count (a log that only
 * grows: docs/decisions/025-keyset-paging.md): a range of totp_requests_created_id_idx
 * (created_at, id) from the cursor on.
 */
export function listCodeRequests({
  db,
  cursor,
  pageSize = PAGE_SIZE,
}: {
  db: Db;
  cursor: KeysetCursor | undefined;
  pageSize?: number;
}) {
  return keysetPage({
    cursor,
    pageSize,
    read: (from, limit) => {
      const order = keysetOrder(from);
      let query = db
        .selectFrom('totp_requests')
        .select(['id', 'user_id', 'user_name', 'user_email', 'ip_address', 'user_agent', 'created_at']);
      if (from) query = query.where(afterCursor(from, { time: 'created_at', id: 'id', integerId: true }));
      return query.orderBy('created_at', order).orderBy('id', order).limit(limit).execute();
    },
    keyOf: (row) => ({ at: row.created_at, id: row.id }),
  });
}

const IP_SPREAD_LIMIT = 10;

/**
 * The members seen from the most distinct addresses since a moment, counting both their code
 * requests and their sign-ins: one account used from many places is the mark of resold or
 * leaked access (docs/product.md#security). Reads the ranges of totp_requests_created_id_idx and
 * sign_ins_created_at_idx; names come from the code requests (kept if the member is deleted), else
 * from the profile.
 */
export async function listIpSpread({ db, since }: { db: Db; since: Date }) {
  const codes = db
    .selectFrom('totp_requests')
    .select(['user_id', 'ip_address', 'created_at', 'user_email', 'user_name', sql<number>`1`.as('is_code')])
    .where('created_at', '>=', since);
  const signIns = db
    .selectFrom('sign_ins')
    .innerJoin('profiles', 'profiles.id', 'sign_ins.user_id')
    .select([
      'sign_ins.user_id',
      'sign_ins.ip_address',
      'sign_ins.created_at',
      'profiles.email as user_email',
      (eb) => eb.fn.coalesce('profiles.full_name', sql<string>`''`).as('user_name'),
      sql<number>`0`.as('is_code'),
    ])
    .where('sign_ins.created_at', '>=', since)
    .where('sign_ins.ip_address', 'is not', null);
  const rows = await db
    .selectFrom(codes.unionAll(signIns).as('activity'))
    .select((eb) => [
      'user_id',
      eb.fn.max('user_email').as('user_email'),
      eb.fn.max('user_name').as('user_name'),
      eb.fn.count<number>('ip_address').distinct().as('ip_count'),
      eb.fn.sum<number>('is_code').as('request_count'),
      eb.fn.countAll<number>().as('activity_count'),
      eb.fn.max('created_at').as('last_request_at'),
    ])
    .groupBy('user_id')
    .orderBy('ip_count', 'desc')
    .orderBy('activity_count', 'desc')
    .limit(IP_SPREAD_LIMIT)
    .execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    user_email: row.user_email ?? '',
    user_name: row.user_name ?? '',
    ip_count: Number(row.ip_count),
    request_count: Number(row.request_count),
    sign_in_count: Number(row.activity_count) - Number(row.request_count),
    last_request_at: new Date(row.last_request_at),
  }));
}
