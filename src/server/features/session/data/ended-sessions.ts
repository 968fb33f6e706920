import { createHash } from 'node:crypto';
import { DAY_MS } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

// Sessions a rule ended (a newer sign-in past the limit), remembered so that their device hears
// why on its next request instead of a bare "signed out".

/** An ended token is remembered as long as its session could have lived (Better Auth: 30 days). */
const REMEMBER_ENDED_MS = 30 * DAY_MS;

/** How an ended session's token is remembered: its SHA-256, so the table holds no token itself. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Remembers why these sessions ended; written with `db`, the transaction that ended them. */
export async function rememberEndedSessions({
  db,
  tokens,
  reason,
  now,
}: {
  db: Db;
  tokens: string[];
  reason: string;
  now: Date;
}) {
  await db
    .insertInto('ended_sessions')
    .values(tokens.map((token) => ({ token_hash: sessionTokenHash(token), reason, ended_at: now })))
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
  // Pruned here, where rows are added: no job needed (ended_sessions_ended_at_idx).
  await db
    .deleteFrom('ended_sessions')
    .where('ended_at', '<', new Date(now.getTime() - REMEMBER_ENDED_MS))
    .execute();
}

/** Why the session of this token hash ended, when a rule ended it. */
export async function getEndReason({ db, tokenHash }: { db: Db; tokenHash: string }) {
  const row = await db
    .selectFrom('ended_sessions')
    .select('reason')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.reason ?? null;
}
