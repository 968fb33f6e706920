import { actionMail } from '../../platform/mail/action-mail';

type Recipient = { email: string; name: string; emailVerified: boolean };

/**
 * Until the address is confirmed, the name on the account was typed by whoever
 * signed up, maybe not the address's owner, so such mails carry no user-supplied text.
 */
const greet = ({ name, emailVerified }: Recipient) => (name && emailVerified ? `Olá, ${name}!` : 'Olá!');

/** Always sent before the address is confirmed: no name at all. */
export const confirmEmailMail = (o: { appName: string; to: string; url: string }) =>
  actionMail({
    to: o.to,
    subject: `Confirme seu email no ${o.appName}`,
    greeting: 'Olá!',
    body: `Falta pouco para você acessar o ${o.appName}. Confirme seu email pelo link abaixo.`,
    action: 'Confirmar email',
    url: o.url,
    footer: 'Se você não criou esta conta, ignore este email.',
  });

export const resetPasswordMail = (o: { appName: string; user: Recipient; url: string }) =>
  actionMail({
    to: o.user.email,
    subject: `Redefinição de senha do ${o.appName}`,
    greeting: greet(o.user),
    body: 'Recebemos um pedido para redefinir sua senha. O link vale por 1 hora.',
    action: 'Redefinir senha',
    url: o.url,
    footer: 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  });

export const existingAccountMail = (o: { appName: string; user: Recipient; url: string }) =>
  actionMail({
    to: o.user.email,
    subject: `Você já tem uma conta no ${o.appName}`,
    greeting: greet(o.user),
    body: 'Alguém tentou criar uma conta com este email, mas ele já está cadastrado. Se esqueceu sua senha, use "Esqueci minha senha" na página de login.',
    action: 'Ir para o login',
    url: o.url,
    footer: 'Se não foi você, ignore este email: nada mudou na sua conta.',
  });

/** The account-wide brake engaged; the owner gets a way past it (docs/decisions/017-sign-in-brakes.md). */
export const signInLinkMail = (o: { appName: string; user: Recipient; url: string; minutes: number }) =>
  actionMail({
    to: o.user.email,
    subject: `Tentativas de acesso à sua conta no ${o.appName}`,
    greeting: greet(o.user),
    body: `Houve muitas tentativas de entrar na sua conta com senha errada, vindas de vários endereços. Por segurança, pausamos o login em dispositivos novos. Para entrar mesmo assim, abra o link abaixo no dispositivo que vai usar e faça login com sua senha. O link vale por ${o.minutes} minutos e serve para um único acesso.`,
    action: 'Liberar meu acesso',
    url: o.url,
    footer:
      'Se não foi você, sua senha continua protegida; se ela for fraca ou usada em outros sites, troque-a em "Esqueci minha senha".',
  });

/** An admin resent the link to choose a password (an account made for its owner). */
export const setPasswordMail = (o: { appName: string; user: Recipient; url: string; days: number }) =>
  actionMail({
    to: o.user.email,
    subject: `Crie sua senha no ${o.appName}`,
    greeting: greet(o.user),
    body: `Sua conta no ${o.appName} está pronta. Crie sua senha pelo link abaixo para entrar. O link vale por ${o.days} dias; depois dele, use "Esqueci minha senha" na página de login.`,
    action: 'Criar minha senha',
    url: o.url,
    footer: 'Se você não esperava este email, ignore-o: nada muda na sua conta.',
  });
