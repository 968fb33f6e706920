import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { runRestore } from './platform/backup/backup-commands';
import { loadProcessEnv } from './platform/config/env';

// `npm run restore -- FILE [--force]` (docs/product.md#operations), with the app stopped. After
// `--`: npm keeps a bare --force for itself.
process.umask(0o077);
const env = loadProcessEnv();
const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]?.startsWith('-')) {
  console.error(
    'Uso: npm run restore -- ARQUIVO [--force]   (ARQUIVO: um hub-….sqlite ou hub-….dump de npm run backup)',
  );
  process.exit(2);
}
/** A sealed backup's passphrase, typed at the terminal without echo (when BACKUP_PASSPHRASE is unset). */
async function askPassphrase() {
  if (!process.stdin.isTTY) return '';
  process.stderr.write('Senha do backup (BACKUP_PASSPHRASE): ');
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await prompt.question('');
  } finally {
    prompt.close();
    process.stderr.write('\n');
  }
}

try {
  const { copied, heldMail } = await runRestore(env, { file: files[0] ?? '', force, askPassphrase });
  const target = env.DATABASE_URL ? 'no banco de DATABASE_URL' : `em ${env.DATA_DIR}`;
  console.log(`Backup restaurado ${target}${copied.length > 0 ? ` (com ${copied.join(', ')})` : ''}.`);
  if (heldMail > 0)
    console.log(
      `${heldMail} ${heldMail === 1 ? 'email que estava' : 'emails que estavam'} na fila quando o backup foi feito não ${heldMail === 1 ? 'será enviado' : 'serão enviados'} de novo (podem já ter saído).`,
    );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
