import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMail = { to: string; subject: string; text: string; link: string };

/**
 * The e-mails the mail worker wrote to DATA_DIR/outbox (no SMTP in tests) for one address,
 * oldest first, each with its action link. Used by the API tests (after draining the queue) and
 * the browser tests (whose server runs the worker).
 */
export function readOutbox(dataDir: string, email: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Omit<OutboxMail, 'link'> & {
          actionUrl?: string;
        },
    )
    .filter((mail) => mail.to === email.toLowerCase())
    .map(({ actionUrl, ...mail }) => ({ ...mail, link: actionUrl ?? '' }));
}
