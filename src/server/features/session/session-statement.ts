import type { Db } from '../../platform/db/connection';
import { withDecidingGrant } from '../access';
import type { SessionRow } from './data/get-session-by-token';

/** A read of the session row by its token: getSessionByToken, or one that selects more in the same trip. */
export type SessionRead = (token: string) => Promise<SessionRow | undefined>;

/**
 * The session statement, for a hot route to extend with the columns it needs for the same member
 * (`profiles.id`): one trip where it would take two (the tool code: its context is read with the
 * session, src/server/platform/db/fast/README.md).
 */
export const selectSessionByToken = (db: Db, token: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('profiles', 'profiles.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.updated_at as session_updated_at',
      'sessions.second_factor_at',
      'profiles.id as user_id',
      'profiles.email',
      'profiles.full_name',
      'profiles.role',
      'profiles.created_at',
    ])
    .$call(withDecidingGrant)
    .where('sessions.token', '=', token);
