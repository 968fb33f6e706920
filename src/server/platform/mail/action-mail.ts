import type { MailMessage } from './mail';

// Plain, accessible e-mails in Portuguese, one shape for every feature's mail: a greeting, the
// body, one action link and a footer. The HTML escapes every interpolated value.
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Paragraphs at blank lines, line breaks kept inside one: a reply written in lines reads as written. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
    .join('');

// The action is a button-like link: mail clients ignore stylesheets, so the style is inline.
const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;border-radius:6px;background:#111827;color:#ffffff;text-decoration:none;font-weight:600';

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
    html: `<p>${escapeHtml(greeting)}</p>${paragraphs(body)}<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(footer)}</p>`,
  };
}

export const greet = (name: string | null | undefined) => (name ? `Olá, ${name}!` : 'Olá!');
