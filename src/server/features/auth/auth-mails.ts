import type { MailMessage } from '../../platform/mail/mailer';

// Plain, accessible e-mails in Portuguese; the HTML escapes every interpolated value.
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function actionMail(options: {
  to: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  url: string;
  footer: string;
}): MailMessage {
  const { to, subject, greeting, body, action, url, footer } = options;
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\n${action}: ${url}\n\n${footer}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(footer)}</p>`,
  };
}

const greet = (name: string) => (name ? `Olá, ${name}!` : 'Olá!');

export const confirmEmailMail = (o: { appName: string; to: string; name: string; url: string }) =>
  actionMail({
    to: o.to,
    subject: `Confirme seu email no ${o.appName}`,
    greeting: greet(o.name),
    body: `Falta pouco para você acessar o ${o.appName}. Confirme seu email pelo link abaixo.`,
    action: 'Confirmar email',
    url: o.url,
    footer: 'Se você não criou esta conta, ignore este email.',
  });

export const resetPasswordMail = (o: { appName: string; to: string; name: string; url: string }) =>
  actionMail({
    to: o.to,
    subject: `Redefinição de senha do ${o.appName}`,
    greeting: greet(o.name),
    body: 'Recebemos um pedido para redefinir sua senha. O link vale por 1 hora.',
    action: 'Redefinir senha',
    url: o.url,
    footer: 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  });

export const existingAccountMail = (o: { appName: string; to: string; name: string; url: string }) =>
  actionMail({
    to: o.to,
    subject: `Você já tem uma conta no ${o.appName}`,
    greeting: greet(o.name),
    body: 'Alguém tentou criar uma conta com este email, mas ele já está cadastrado. Se esqueceu sua senha, use "Esqueci minha senha" na página de login.',
    action: 'Ir para o login',
    url: o.url,
    footer: 'Se não foi você, ignore este email: nada mudou na sua conta.',
  });
