import type { Role } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { deleteMemberGrants, USER_NOT_FOUND, withDecidingGrant } from '../../access';
import { type AuditActor, recordAudit } from '../../audit';
import { createAccount } from '../../auth';
import { endMemberSessions } from '../../session';
import { MEMBER_COLUMNS } from './list-users';

// One member's row in profiles, as the admin adds, edits, deletes and opens it; each write in one
// transaction with its audit row.

const EMAIL_TAKEN = 'Já existe um usuário com este email.';
const SELF_DEMOTION = 'Você não pode remover seu próprio acesso de administrador.';
const SELF_DELETION = 'Você não pode excluir sua própria conta.';
export const LAST_ADMIN = 'Não é possível remover o último administrador.';

export const memberNotFound = () => new AppError(404, USER_NOT_FOUND, 'user_not_found');

/**
 * Creates a member: the account with its password (a hash made by Better Auth) and the audit
 * row, in one transaction. An admin vouches for the address, so it counts as confirmed and the
 * person can sign in at once.
 */
export async function createUser({
  db,
  actor,
  email,
  passwordHash,
  fullName,
  role,
  now = new Date(),
}: {
  db: Db;
  actor: AuditActor;
  email: string;
  passwordHash: string;
  fullName: string | null;
  role: Role;
  now?: Date;
}) {
  return inTransaction(db, async (trx) => {
    const profile = await createAccount({
      db: trx,
      email,
      fullName,
      role,
      emailVerified: true,
      passwordHash,
      now,
    });
    // Taken, or two admins adding the same address at once: the unique index decides, same answer.
    if (!profile) throw new AppError(409, EMAIL_TAKEN, 'email_taken');
    await recordAudit({
      db: trx,
      actor,
      action: 'user.created',
      target: profile,
      after: { email, fullName, role },
    });
    return profile;
  });
}

/**
 * Edits a member: full name (null when empty) and role; the e-mail never changes. An admin
 * cannot demote themself and the last admin stays one. One audit row per kind of change.
 */
export async function updateUser({
  db,
  actor,
  userId,
  fullName,
  role,
  now = new Date(),
}: {
  db: Db;
  actor: AuditActor;
  userId: string;
  fullName: string | null;
  role: Role;
  now?: Date;
}) {
  return inTransaction(db, async (trx) => {
    const { target, isLastAdmin } = await lockTargetAndAdmins({ db: trx, targetId: userId });
    const demotes = target.role === 'admin' && role !== 'admin';
    if (demotes && userId === actor.id) throw new AppError(409, SELF_DEMOTION, 'self_demotion');
    if (demotes && isLastAdmin) throw new AppError(409, LAST_ADMIN, 'last_admin');

    const updated = await trx
      .updateTable('profiles')
      .set({ full_name: fullName, role, updated_at: now })
      .where('id', '=', userId)
      .returning(['id', 'email', 'full_name', 'role', 'created_at'])
      .executeTakeFirstOrThrow();
    if (target.full_name !== fullName)
      await recordAudit({
        db: trx,
        actor,
        action: 'user.updated',
        target,
        before: { fullName: target.full_name },
        after: { fullName },
      });
    // A member made admin signs in again: their sessions were opened without the second factor an
    // admin's must have passed (docs/decisions/019-two-factor.md).
    if (target.role !== 'admin' && role === 'admin') await endMemberSessions({ db: trx, userId });
    if (target.role !== role)
      await recordAudit({
        db: trx,
        actor,
        action: 'user.role_changed',
        target,
        before: { role: target.role },
        after: { role },
      });
    return updated;
  });
}

/**
 * Deletes a member, in one transaction: their sessions end (the next request of any of their
 * devices is signed out: every request reads the session row), their grants go (through the
 * subscriptions feature, which alone writes grants), then the profile (its password account and
 * other owned rows follow by foreign key), and the audit row keeps who they were. An admin cannot delete themself; the last admin stays.
 */
export async function deleteUser({ db, actor, userId }: { db: Db; actor: AuditActor; userId: string }) {
  return inTransaction(db, async (trx) => {
    const { target, isLastAdmin } = await lockTargetAndAdmins({ db: trx, targetId: userId });
    if (userId === actor.id) throw new AppError(409, SELF_DELETION, 'self_deletion');
    if (isLastAdmin) throw new AppError(409, LAST_ADMIN, 'last_admin');

    await endMemberSessions({ db: trx, userId });
    const subscriptions = await deleteMemberGrants({ db: trx, userId });
    await trx.deleteFrom('profiles').where('id', '=', userId).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'user.deleted',
      target,
      before: {
        fullName: target.full_name,
        role: target.role,
        subscriptions: subscriptions.map((s) => ({
          plan: s.plan,
          status: s.status,
          price: s.price,
          expiresAt: s.expires_at?.toISOString() ?? null,
        })),
      },
    });
  });
}

/**
 * The target and every admin, locked in id order (PostgreSQL) so that two admins demoting or
 * deleting each other at once queue instead of deadlocking, and the second sees the first's
 * change. Answers the target (404 when gone) and whether removing its admin role would leave none.
 */
async function lockTargetAndAdmins({ db: trx, targetId }: { db: Db; targetId: string }) {
  const rows = await lockedForUpdate(
    trx,
    trx
      .selectFrom('profiles')
      .select(['id', 'email', 'full_name', 'role'])
      .where((eb) => eb.or([eb('role', '=', 'admin'), eb('id', '=', targetId)]))
      .orderBy('id'),
  ).execute();
  const target = rows.find((row) => row.id === targetId);
  if (!target) throw memberNotFound();
  const otherAdmins = rows.filter((row) => row.role === 'admin' && row.id !== targetId).length;
  return { target, isLastAdmin: target.role === 'admin' && otherAdmins === 0 };
}

/**
 * The member page's person, their deciding grant (profiles.grant_id) and whether they have a
 * password (a credential account with one); undefined for an unknown id.
 */
export function getMember({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('profiles')
    .$call(withDecidingGrant)
    .select((eb) => [
      ...MEMBER_COLUMNS,
      'profiles.email_verified',
      'profiles.two_factor_enabled',
      'profiles.access_status',
      'profiles.access_ends_at',
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

/**
 * The member's id and e-mail, or 404 in Portuguese: every section of the member page starts here.
 */
export async function requireMember({ db, userId }: { db: Db; userId: string }) {
  const member = await db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!member) throw memberNotFound();
  return member;
}
