import type { Db } from '../../../platform/db/connection';
import { AppError } from '../../../platform/http/app-error';
import { USER_NOT_FOUND } from '../../subscriptions';

/**
 * Issue 20 §1: the member page's person, their deciding grant (profiles.grant_id) and whether they
 * have a password (a credential account with one); undefined for an unknown id.
 */
export function getMember({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('profiles')
    .leftJoin('subscriptions', 'subscriptions.id', 'profiles.grant_id')
    .select((eb) => [
      'profiles.id',
      'profiles.email',
      'profiles.full_name',
      'profiles.role',
      'profiles.created_at',
      'profiles.email_verified',
      'profiles.two_factor_enabled',
      'profiles.access_status',
      'profiles.access_ends_at',
      'subscriptions.id as subscription_id',
      'subscriptions.plan',
      'subscriptions.status',
      'subscriptions.source',
      'subscriptions.price',
      'subscriptions.started_at',
      'subscriptions.expires_at',
      eb
        .exists(
          eb
            .selectFrom('accounts')
            .select('accounts.id')
            .whereRef('accounts.user_id', '=', 'profiles.id')
            .where('accounts.provider_id', '=', 'credential')
            .where('accounts.password', 'is not', null),
        )
        .as('has_password'),
    ])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

/** The member's id and e-mail, or 404 in Portuguese: every section of the page starts here. */
export async function requireMember({ db, userId }: { db: Db; userId: string }) {
  const member = await db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!member) throw memberNotFound();
  return member;
}

export const memberNotFound = () => new AppError(404, USER_NOT_FOUND, 'user_not_found');
