import type { Db } from '../../../platform/db/connection';
import { preparedQuery, type SlotFn } from '../../../platform/db/prepared-query';

/**
 * Who is asking, in one indexed trip: the session by its token (unique index), its profile, and
 * the profile's deciding grant (profiles.grant_id, kept by the subscriptions feature: issue 17). The page-load call and every subscriber guard need all three. Compiled once (db/prepared-query.ts): it runs on every API call.
 */
export async function getSessionByToken({ db, token }: { db: Db; token: string }) {
  const [row] = await sessionByToken(db, { token });
  return row;
}

const sessionByToken = preparedQuery((db: Db, slot: SlotFn<{ token: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('profiles', 'profiles.id', 'sessions.user_id')
    .leftJoin('subscriptions', 'subscriptions.id', 'profiles.grant_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.updated_at as session_updated_at',
      'profiles.id as user_id',
      'profiles.email',
      'profiles.full_name',
      'profiles.role',
      'profiles.created_at',
      'subscriptions.id as subscription_id',
      'subscriptions.plan',
      'subscriptions.status',
      'subscriptions.source',
      'subscriptions.price',
      'subscriptions.started_at as subscription_started_at',
      'subscriptions.expires_at as subscription_expires_at',
    ])
    .where('sessions.token', '=', slot('token')),
);

export type SessionRow = NonNullable<Awaited<ReturnType<typeof getSessionByToken>>>;
