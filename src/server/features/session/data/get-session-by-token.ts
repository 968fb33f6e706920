import type { Db } from '../../../platform/db/connection';
import { preparedQuery, type SlotFn } from '../../../platform/db/fast/prepared-query';
import { selectSessionByToken } from '../session-statement';

/**
 * Who is asking, in one indexed trip: the session by its token (unique index), its profile, and
 * the profile's deciding grant (profiles.grant_id, kept by the access module:
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
