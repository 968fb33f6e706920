import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * SMTP when SMTP_URL is set. Otherwise every message lands as a JSON file in DATA_DIR/outbox/
 * and its first link is logged, so a self-hoster can still confirm accounts (DECISIONS: mail).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      await writeFile(
        file,
        JSON.stringify({ from, ...message, createdAt: new Date().toISOString() }, null, 2),
      );
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      logger.info(
        { to: message.to, subject: message.subject, file, link },
        'mail written to outbox (no SMTP_URL)',
      );
    },
  };
}
