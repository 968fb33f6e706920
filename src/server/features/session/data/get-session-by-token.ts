import type { Db } from '../../../platform/db/connection';
import { preparedQuery, type SlotFn } from '../../../platform/db/fast/prepared-query';
import type { MemberGrant } from '../../subscriptions';
import { selectSessionByToken } from '../session-statement';

/**
 * Who is asking, in one indexed trip: the session by its token (unique index), its profile, and
 * the profile's deciding grant (profiles.grant_id, kept by the subscriptions feature:
 * docs/decisions/016-access-as-grants.md). The page-load call and every subscriber guard need all
 * three. Compiled once (db/prepared-query.ts): it runs on every API call.
 */
export async function getSessionByToken({ db, token }: { db: Db; token: string }) {
  const [row] = await sessionByToken(db, { token });
  return row;
}

const sessionByToken = preparedQuery((db: Db, slot: SlotFn<{ token: string }>) =>
  selectSessionByToken(db, slot('token')),
);

export type SessionRow = NonNullable<Awaited<ReturnType<typeof getSessionByToken>>>;

/** The left-joined grant columns of a session row: the member's deciding grant, or null. */
export function decidingGrantOf(row: SessionRow): MemberGrant | null {
  const { subscription_id: id, plan, status, source, price } = row;
  const { subscription_started_at: started_at, subscription_expires_at: expires_at } = row;
  if (id === null || plan === null || status === null || source === null || price === null) return null;
  if (started_at === null) return null;
  return { id, plan, status, source, price, started_at, expires_at };
}
