import { randomUUID } from 'node:crypto';
import type { Role } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';

// An account is Better Auth's user row, our profiles table, with its credential row in accounts
// when it has a password (docs/decisions/003-better-auth-owns-profiles.md).

/** The role of an account nobody chose one for (Better Auth's sign-up takes it too: auth.ts). */
export const DEFAULT_ROLE: Role = 'user';
/** Better Auth's provider id for an e-mail and password account. */
const CREDENTIAL_PROVIDER = 'credential';

type CreateAccountOptions = {
  db: Db;
  email: string;
  fullName: string | null;
  role?: Role;
  /** True when someone vouches for the address (an admin, the first-run operator). */
  emailVerified: boolean;
  /** Made by Better Auth's hasher; without one the account has no password until a reset link sets it. */
  passwordHash?: string;
  now?: Date;
};

/**
 * Every account our code creates, in the shape Better Auth's own sign-up writes (its user model
 * is the profiles table; a password lives in its credential account): the admin's "add user",
 * a payment's new buyer, the first admin and the test factories. Undefined when the e-mail is
 * taken, decided by the unique index, so two creators racing for one address get one account.
 */
export async function createAccount({
  db,
  email,
  fullName,
  role = DEFAULT_ROLE,
  emailVerified,
  passwordHash,
  now = new Date(),
}: CreateAccountOptions) {
  return inTransaction(db, async (trx) => {
    const profile = await trx
      .insertInto('profiles')
      .values({
        id: randomUUID(),
        email,
        full_name: fullName,
        email_verified: emailVerified,
        role,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email', 'full_name', 'email_verified', 'role', 'created_at'])
      .executeTakeFirst();
    if (profile && passwordHash !== undefined) {
      await trx
        .insertInto('accounts')
        .values({
          id: randomUUID(),
          account_id: profile.id,
          provider_id: CREDENTIAL_PROVIDER,
          user_id: profile.id,
          password: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return profile;
  });
}

/** Whether the account has a password (a credential account with one): a buyer's may not yet. */
export async function hasPassword({ db, userId }: { db: Db; userId: string }) {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', CREDENTIAL_PROVIDER)
    .where('password', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes the account's password (its credential row stays, empty, like a new buyer's): the next
 * reset link sets one. Returns whether there was a password to remove.
 */
export async function dropPassword({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }) {
  const dropped = await db
    .updateTable('accounts')
    .set({ password: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('provider_id', '=', CREDENTIAL_PROVIDER)
    .where('password', 'is not', null)
    .executeTakeFirst();
  return Number(dropped.numUpdatedRows) > 0;
}

/** Marks the member's address as confirmed. */
export async function markEmailVerified({ db, userId }: { db: Db; userId: string }) {
  await db
    .updateTable('profiles')
    .set({ email_verified: true })
    .where('id', '=', userId)
    .where('email_verified', '=', false)
    .execute();
}

/**
 * Deletes an account whose e-mail was never confirmed, with its sessions, password and pending
 * links (foreign keys cascade). Returns whether one was deleted; a confirmed account is kept.
 */
export async function deleteUnconfirmedAccount({ db, userId }: { db: Db; userId: string }) {
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('profiles')
      .where('id', '=', userId)
      .where('email_verified', '=', false)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return false;
    await trx.deleteFrom('verifications').where('value', '=', userId).execute();
    return true;
  });
}
