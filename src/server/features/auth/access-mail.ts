import { createEmailVerificationToken } from 'better-auth/api';
import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/app-error';
import type { Mail } from '../../platform/mail/mail';
import { confirmEmailMail, setPasswordMail } from './auth-mails';
import { hasPassword } from './data/accounts';
import { createSetPasswordLink, SET_PASSWORD_LINK_DAYS } from './reset-links';

// The auth feature's door for the admin member page's "Reenviar e-mail de acesso": the
// one mail that lets this person in, queued in the caller's transaction (decision 009: never sent
// in the request). An account without a password (a buyer's) gets a new set-password link, which
// also confirms the address; one with a password but an unconfirmed address, the confirmation.

export type AccessMailKind = 'set-password' | 'confirmation';

export const ACCESS_MAIL_LABELS: Record<AccessMailKind, string> = {
  'set-password': 'link para criar a senha',
  confirmation: 'confirmação de email',
};

const NOTHING_TO_RESEND =
  'Este usuário já tem senha e email confirmado: se esqueceu a senha, ele pode usar "Esqueci minha senha".';

/** Better Auth's own confirmation lifetime (auth.ts emailVerification.expiresIn). */
const CONFIRMATION_SECONDS = 60 * 60 * 24;

type Member = { id: string; email: string; full_name: string | null; email_verified: boolean };

export async function queueAccessMail({
  db,
  mail,
  secret,
  appUrl,
  appName,
  member,
  now = new Date(),
}: {
  /** The caller's transaction (its audit row). */
  db: Db;
  mail: Mail;
  /** Better Auth's secret, which signs confirmation tokens. */
  secret: string;
  appUrl: string;
  appName: string;
  member: Member;
  now?: Date;
}): Promise<AccessMailKind> {
  const user = { email: member.email, name: member.full_name ?? '', emailVerified: member.email_verified };
  if (!(await hasPassword({ db, userId: member.id }))) {
    const url = await createSetPasswordLink({ db, userId: member.id, appUrl, now });
    await mail.enqueue(setPasswordMail({ appName, user, url, days: SET_PASSWORD_LINK_DAYS }), { db });
    return 'set-password';
  }
  if (member.email_verified) throw new AppError(409, NOTHING_TO_RESEND, 'nothing_to_resend');
  const token = await createEmailVerificationToken(secret, member.email, undefined, CONFIRMATION_SECONDS, {
    userId: member.id,
  });
  const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  await mail.enqueue(confirmEmailMail({ appName, to: member.email, url }), { db });
  return 'confirmation';
}
