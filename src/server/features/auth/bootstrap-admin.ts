import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/connection';
import type { Logger } from '../../platform/logger';
import type { Auth } from './auth';
import { createAccount, deleteUnconfirmedAccount } from './data/accounts';

/**
 * First run (docs/product.md#operations): when no admin exists, create one from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or generate a password and print it once.
 */
export async function bootstrapAdmin(options: {
  db: Db;
  auth: Auth;
  logger: Logger;
  email?: string;
  password?: string;
}) {
  const { db, auth, logger } = options;
  const existing = await db
    .selectFrom('profiles')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  if (existing) return null;

  const email = (options.email ?? 'admin@localhost.local').toLowerCase();
  const taken = await db
    .selectFrom('profiles')
    .select(['id', 'email_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
  // Anyone can sign up with the address the operator is about to name. An account
  // nobody confirmed proves nothing about who holds it: it is removed, never promoted.
  if (taken && !taken.email_verified) {
    await deleteUnconfirmedAccount({ db, userId: taken.id });
    logger.warn({ email }, 'first admin: removed an unconfirmed account registered with ADMIN_EMAIL');
  } else if (taken) {
    // The operator named an existing member: promote rather than fail the start.
    await db
      .updateTable('profiles')
      .set({ role: 'admin', email_verified: true, updated_at: new Date() })
      .where('id', '=', taken.id)
      .execute();
    logger.warn({ email }, 'first admin: promoted the existing account');
    return { email, password: null };
  }
  const password = options.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await (await auth.$context).password.hash(password);
  const created = await createAccount({
    db,
    email,
    fullName: 'Administrador',
    role: 'admin',
    emailVerified: true,
    passwordHash,
  });
  if (!created) throw new Error(`first admin: ${email} was registered meanwhile`);
  if (options.password) logger.info({ email }, 'first admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
  else {
    // Printed once, outside the JSON log, so the operator sees it on the console.
    process.stdout.write(
      `\n  Primeiro administrador criado.\n  Email: ${email}\n  Senha: ${password}\n  Guarde esta senha: ela não será mostrada de novo.\n\n`,
    );
  }
  return { email, password };
}
