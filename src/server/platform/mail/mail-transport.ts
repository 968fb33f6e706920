import path from 'node:path';
import { ensurePrivateDirSync, writePrivateFileAtomically } from '../fs/private-files';
import type { Logger } from '../logger';
import type { MailMessage } from './mail';

/** How the mail worker hands one message on; a throw means "try again later". */
export type MailTransport = { send(message: MailMessage): Promise<void> };

// A stalled SMTP server fails the try (and the worker retries later) instead of holding it for
// nodemailer's default 10 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

// Outbox files sort in the order they were written, also within one millisecond.
let written = 0;
const outboxFileName = () =>
  `${Date.now()}-${String(++written % 1_000_000).padStart(6, '0')}-${Math.random().toString(36).slice(2, 8)}.json`;

/**
 * SMTP when SMTP_URL is set. Otherwise every message lands as a JSON file (0600) in
 * DATA_DIR/outbox/, link included, so a self-hoster can still confirm accounts (docs/product.md#mail).
 * Log lines name the recipient and the subject, never the link: its token is a credential that
 * anyone reading the logs could use. Only the mail worker calls this: requests
 * enqueue (decision 009).
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  /** SUPPORT_EMAIL: where a reply goes, since `from` is usually an address nobody reads. */
  replyTo?: string;
  outboxDir: string;
  logger: Logger;
}): MailTransport {
  const { smtpUrl, from, replyTo, outboxDir, logger } = options;
  if (smtpUrl) {
    // Loaded only when SMTP is configured (nodemailer holds about 7 MB of memory).
    const transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    );
    return {
      async send({ to, subject, text, html }) {
        await (await transport).sendMail({ from, replyTo, to, subject, text, html });
        logger.info({ to, subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      ensurePrivateDirSync(outboxDir);
      const file = path.join(outboxDir, outboxFileName());
      await writePrivateFileAtomically(
        file,
        JSON.stringify({ from, replyTo, ...message, createdAt: new Date().toISOString() }, null, 2),
      );
      logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox (no SMTP_URL); its link is in the file',
      );
    },
  };
}
