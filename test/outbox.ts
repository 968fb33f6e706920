import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMail = { to: string; subject: string; text: string; link: string };

/**
 * The e-mails the server wrote to DATA_DIR/outbox (no SMTP in tests) for one address, oldest
 * first, each with the first link of its text. Used by the API tests and the browser tests.
 */
export function readOutbox(dataDir: string, email: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Omit<OutboxMail, 'link'>)
    .filter((mail) => mail.to === email.toLowerCase())
    .map((mail) => ({ ...mail, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? '' }));
}
