import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/app-error';
import type { Mail } from '../../platform/mail/mail';
import { setPasswordMail } from './auth-mails';
import { hasPassword } from './data/accounts';
import { type Reclaimed, reclaimUnconfirmedAccount } from './reclaim-account';
import { createSetPasswordLink, SET_PASSWORD_LINK_DAYS } from './reset-links';

// The auth feature's door for the admin member page's "Reenviar e-mail de acesso": the
// one mail that lets this person in, queued in the caller's transaction (decision 009: never sent
// in the request). It is always a set-password link, which also confirms the address. An
// unconfirmed account is taken back first (reclaim-account.ts): a password nobody proved to be the
// address owner's stops working and its sessions end, since the owner may not be who chose it.

export type AccessMailKind = 'set-password' | 'new-password';

export const ACCESS_MAIL_LABELS: Record<AccessMailKind, string> = {
  'set-password': 'link para criar a senha',
  // The unconfirmed account's password was removed: the owner chooses a new one.
  'new-password': 'link para criar uma nova senha',
};

const NOTHING_TO_RESEND =
  'Este usuário já tem senha e email confirmado: se esqueceu a senha, ele pode usar "Esqueci minha senha".';

type Member = { id: string; email: string; full_name: string | null; email_verified: boolean };

/** The mail queued, and what taking back an unconfirmed account removed (null: it was confirmed). */
type AccessMailSent = { kind: AccessMailKind; reclaimed: Reclaimed | null };

export async function queueAccessMail({
  db,
  mail,
  appUrl,
  appName,
  member,
  now = new Date(),
}: {
  /** The caller's transaction (its audit row). */
  db: Db;
  mail: Mail;
  appUrl: string;
  appName: string;
  member: Member;
  now?: Date;
}): Promise<AccessMailSent> {
  const reclaimed = member.email_verified
    ? null
    : await reclaimUnconfirmedAccount({ db, userId: member.id, now });
  // Confirmed (also meanwhile): a password set leaves nothing to resend.
  if (!reclaimed && (await hasPassword({ db, userId: member.id })))
    throw new AppError(409, NOTHING_TO_RESEND, 'nothing_to_resend');
  const user = { email: member.email, name: member.full_name ?? '', emailVerified: !reclaimed };
  const url = await createSetPasswordLink({ db, userId: member.id, appUrl, now });
  await mail.enqueue(setPasswordMail({ appName, user, url, days: SET_PASSWORD_LINK_DAYS }), { db });
  return { kind: reclaimed?.passwordDropped ? 'new-password' : 'set-password', reclaimed };
}
