import type { MailMessage } from './mail';

// Plain, accessible e-mails in Portuguese, one shape for every feature's mail: a greeting, the
// body, one action link and a footer. The HTML escapes every interpolated value.
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function actionMail(options: {
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
    actionUrl: url,
    text: `${greeting}\n\n${body}\n\n${action}: ${url}\n\n${footer}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(footer)}</p>`,
  };
}

export const greet = (name: string | null | undefined) => (name ? `Olá, ${name}!` : 'Olá!');
