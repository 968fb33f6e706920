import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './mail-transport';

const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox');
afterAll(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

describe('the outbox transport (no SMTP_URL)', () => {
  it('never shows a reader of the folder a half-written message', async () => {
    const transport = createMailTransport({
      from: 'hub@exemplo.com.br',
      outboxDir,
      logger: pino({ enabled: false }),
    });
    // Large enough that writing it takes several turns of the event loop.
    const text = 'x'.repeat(8 * 1024 * 1024);
    let done = false;
    const sending = transport
      .send({ to: 'a@exemplo.com.br', subject: 'Grande', text, html: '' })
      .finally(() => {
        done = true;
      });
    while (!done) {
      // The transport creates the folder: until it does, there is nothing to read yet.
      const names = existsSync(outboxDir) ? readdirSync(outboxDir) : [];
      for (const file of names.filter((name) => name.endsWith('.json'))) {
        JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')); // throws on a partial file
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sending;

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const mail = JSON.parse(readFileSync(path.join(outboxDir, files[0] as string), 'utf8'));
    expect(mail).toMatchObject({ to: 'a@exemplo.com.br', subject: 'Grande' });
    expect(mail.text).toHaveLength(text.length);
  });
});

describe('Reply-To (SUPPORT_EMAIL)', () => {
  it('goes on every message, so a reply the welcome mail invites reaches the team', async () => {
    const dir = path.join(path.dirname(outboxDir), 'reply-to');
    const transport = createMailTransport({
      from: 'Hub <nao-responda@exemplo.com.br>',
      replyTo: 'suporte@exemplo.com.br',
      outboxDir: dir,
      logger: pino({ enabled: false }),
    });
    await transport.send({ to: 'a@exemplo.com.br', subject: 'Bem-vindo', text: 'Olá', html: '' });
    const [file = ''] = readdirSync(dir);
    expect(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).toMatchObject({
      from: 'Hub <nao-responda@exemplo.com.br>',
      replyTo: 'suporte@exemplo.com.br',
    });
  });
});
