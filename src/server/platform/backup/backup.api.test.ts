import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from '../../../../test/api-helpers';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { type Env, loadEnv } from '../config/env';
import { type DatabaseHandle, openDatabase, SQLITE_FILE_NAME } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { HELD_BY_RESTORE } from '../mail/mail';
import { createLocalStorage } from '../storage/local-storage';
import { runBackup, runRestore } from './backup-commands';
import { WRONG_PASSPHRASE } from './backup-crypto';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const IMAGE_KEY = 'library-files/images/backup-teste.png';
const IMAGE = new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4]);

/** `npm run backup` / `npm run restore` as an operator runs them, in a process of their own. */
function runCommand(
  script: 'backup-cli.ts' | 'restore-cli.ts',
  env: Record<string, string | undefined>,
  args: string[] = [],
) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src/server', script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// Each command is a process of its own (Node, tsx, the app's modules): seconds on a busy machine.
const COMMAND_MS = 60_000;
const modeOf = (file: string) => statSync(file).mode & 0o777;
const LOAD_SUBJECT = /^carga (\d+)$/;

describe('npm run backup and npm run restore', () => {
  const t = testAppForFile();
  const targets: TestDatabase[] = [];
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.db.destroy();
    for (const target of targets) await target.drop();
  });
  const sourceEnv = () => ({ DATA_DIR: t.deps.env.DATA_DIR, DATABASE_URL: t.deps.env.DATABASE_URL });
  /** A fresh DATA_DIR, and on PostgreSQL a fresh empty database. */
  const freshTarget = async () => {
    const target = await createTestDatabase({ empty: true });
    targets.push(target);
    return target;
  };
  const open = (target: TestDatabase) => {
    const handle = openDatabase({
      databaseUrl: target.databaseUrl,
      sqliteFile: path.join(target.dataDir, SQLITE_FILE_NAME),
    });
    opened.push(handle);
    return handle;
  };
  let backupFile = '';

  it(
    'backs up while the app writes, and restores into a fresh DATA_DIR every row committed before',
    async () => {
      await t.as('subscriber');
      await t.as('admin');
      await t.deps.storage.put(IMAGE_KEY, IMAGE, 'image/png');
      // What DATA_DIR holds where APP_SECRET is unset (the test app sets it: config/app-secret.ts).
      writeFileSync(path.join(t.deps.env.DATA_DIR, '.app-secret'), 'segredo-gerado-no-data-dir', {
        mode: 0o600,
      });
      const before = await snapshotDatabase(t);

      // Rows keep being committed, one at a time, for as long as the backup runs.
      let writing = true;
      let written = 0;
      let firstRows: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        firstRows = resolve;
      });
      const writes = (async () => {
        while (writing) {
          await t.deps.mail.enqueue({
            to: 'carga@exemplo.com.br',
            subject: `carga ${written}`,
            text: '.',
            html: '.',
          });
          written++;
          if (written === 20) firstRows();
        }
      })();
      // The backup starts once some of the load's rows are committed: those must be in it.
      await started;
      const writtenAtStart = written;
      const backup = await runCommand('backup-cli.ts', sourceEnv());
      const writtenDuringBackup = written - writtenAtStart;
      writing = false;
      await writes;
      const after = await snapshotDatabase(t);

      expect(backup.stderr).not.toMatch(/erro|error/i);
      expect(backup.code).toBe(0);
      backupFile = backup.stdout.trim();
      const backupsDir = path.join(t.deps.env.DATA_DIR, 'backups');
      expect(backupFile).toMatch(new RegExp(`^${backupsDir}/hub-\\d{8}-\\d{6}(-\\d+)?\\.(sqlite|dump)$`));
      expect(backupFile.endsWith(t.kind === 'sqlite' ? '.sqlite' : '.dump')).toBe(true);
      expect(modeOf(backupFile)).toBe(0o600);
      expect(modeOf(backupsDir)).toBe(0o700);
      expect(writtenDuringBackup).toBeGreaterThan(0);

      const target = await freshTarget();
      const restore = await runCommand(
        'restore-cli.ts',
        { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl },
        [backupFile],
      );
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const restored = open(target);
      const copy = await snapshotDatabase(restored);

      // Every table is there; each holds every row committed before the backup and none that never was.
      expect(copy.tables).toEqual(before.tables);
      for (const table of before.tables) {
        const rows = new Set(copy.rows[table]);
        const kept = new Set(after.rows[table]);
        expect(
          before.rows[table]?.filter((row) => !rows.has(row)),
          table,
        ).toEqual([]);
        // The restore stops the mail that was queued (below): those rows changed, on purpose.
        if (table === 'mail_outbox') continue;
        expect(
          copy.rows[table]?.filter((row) => !kept.has(row)),
          table,
        ).toEqual([]);
        if (table !== 'mail_outbox') expect(copy.rows[table], table).toEqual(before.rows[table]);
      }
      // One instant's snapshot: the load's rows up to some point, without a gap.
      const load = (await restored.db.selectFrom('mail_outbox').select('subject').execute())
        .map((row) => LOAD_SUBJECT.exec(row.subject)?.[1])
        .filter((n) => n !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
      expect(load).toEqual(load.map((_, i) => i));
      expect(load.length).toBeGreaterThanOrEqual(writtenAtStart);

      // Mail queued when the backup ran may have gone out since: the restored app does not send it
      // again, and the restore says so.
      const outbox = await restored.db.selectFrom('mail_outbox').select(['status', 'last_error']).execute();
      expect(outbox.filter((row) => row.status === 'pending')).toEqual([]);
      expect(outbox.filter((row) => row.last_error === HELD_BY_RESTORE).length).toBeGreaterThanOrEqual(
        writtenAtStart,
      );
      expect(restore.stdout).toMatch(
        /\d+ emails que estavam na fila quando o backup foi feito não serão enviados/,
      );

      // Consistent: SQLite's integrity check passes, and the same migrations are recorded (none pending).
      if (t.kind === 'sqlite') {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored.db);
        expect(rows).toEqual([{ integrity_check: 'ok' }]);
      }
      expect(copy.rows.schema_migrations).toEqual(before.rows.schema_migrations);
      expect(await migrateToLatest(restored.db)).toEqual([]);

      // DATA_DIR's own files came along: the upload and the generated app secret.
      const stored = await createLocalStorage(path.join(target.dataDir, 'storage')).get(IMAGE_KEY);
      expect(Buffer.from(stored?.body ?? [])).toEqual(Buffer.from(IMAGE));
      const secretOf = (dir: string) => readFileSync(path.join(dir, '.app-secret'), 'utf8');
      expect(modeOf(path.join(target.dataDir, '.app-secret'))).toBe(0o600);
      expect(secretOf(target.dataDir)).toBe('segredo-gerado-no-data-dir');
      expect(modeOf(path.join(target.dataDir, 'storage', ...IMAGE_KEY.split('/')))).toBe(0o600);
    },
    2 * COMMAND_MS,
  );

  // The refusals run in this process (runRestore, what the command calls): spawning costs seconds.
  it('refuses to restore over data unless --force', async () => {
    const target = await freshTarget();
    const env = loadEnv({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' });
    await runRestore(env, { file: backupFile, force: false });
    await expect(runRestore(env, { file: backupFile, force: false })).rejects.toThrow(
      /já tem (dados|tabelas); nada foi restaurado.*--force/,
    );
    await runRestore(env, { file: backupFile, force: true });
    const restored = open(target);
    const profiles = await restored.db.selectFrom('profiles').select('id').execute();
    expect(profiles.length).toBeGreaterThanOrEqual(2);
  });

  it('seals the backup and the app secret with BACKUP_PASSPHRASE; a restore needs the same passphrase', async () => {
    const admin = await t.as('admin');
    writeFileSync(path.join(t.deps.env.DATA_DIR, '.app-secret'), 'segredo-gerado-no-data-dir', {
      mode: 0o600,
    });
    const passphrase = 'frase secreta do backup 42';
    const sealed = await runBackup(loadEnv({ ...sourceEnv(), BACKUP_PASSPHRASE: passphrase }) as Env);
    expect(sealed.encrypted).toBe(true);
    expect(sealed.file).toMatch(/\.(sqlite|dump)\.enc$/);
    expect(modeOf(sealed.file)).toBe(0o600);
    const bytes = readFileSync(sealed.file);
    for (const plain of ['SQLite format 3', 'PGDMP', admin.user?.email ?? '', 'schema_migrations'])
      expect(bytes.includes(Buffer.from(plain)), plain).toBe(false);
    const companion = `${sealed.file.replace(/\.(sqlite|dump)\.enc$/, '')}.files`;
    expect(existsSync(path.join(companion, '.app-secret'))).toBe(false);
    expect(readFileSync(path.join(companion, '.app-secret.enc')).includes('segredo')).toBe(false);

    const target = await freshTarget();
    const targetEnv = (extra: Record<string, string> = {}) =>
      loadEnv({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '', ...extra });
    await expect(runRestore(targetEnv(), { file: sealed.file, force: false })).rejects.toThrow(
      'Este backup está cifrado: defina BACKUP_PASSPHRASE',
    );
    await expect(
      runRestore(targetEnv({ BACKUP_PASSPHRASE: 'outra frase qualquer' }), {
        file: sealed.file,
        force: false,
      }),
    ).rejects.toThrow(WRONG_PASSPHRASE);
    // Asked for at the terminal when the variable is unset (restore-cli.ts).
    const { copied } = await runRestore(targetEnv(), {
      file: sealed.file,
      force: false,
      askPassphrase: async () => passphrase,
    });
    expect(copied).toContain('.app-secret');
    expect(readFileSync(path.join(target.dataDir, '.app-secret'), 'utf8')).toBe('segredo-gerado-no-data-dir');
    expect(modeOf(path.join(target.dataDir, '.app-secret'))).toBe(0o600);
    const restored = open(target);
    const emails = await restored.db.selectFrom('profiles').select('email').execute();
    expect(emails.map((row) => row.email)).toContain(admin.user?.email);
    // Nothing opened is left behind in DATA_DIR.
    expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.restoring'))).toEqual([]);
  });

  it('refuses a file that is not a backup for the configured engine', async () => {
    const target = await freshTarget();
    const env = loadEnv({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' });
    await expect(runRestore(env, { file: path.join(ROOT, 'package.json'), force: false })).rejects.toThrow(
      'não é um backup do Hub',
    );
    const other = await runRestore(loadEnv({ DATA_DIR: target.dataDir }), {
      file: backupFile,
      force: false,
    }).then(
      () => 'restored',
      (error: Error) => error.message,
    );
    if (t.kind === 'postgres')
      expect(other).toContain('é um backup de PostgreSQL, mas o app está configurado para SQLite');
    else expect(other).toBe('restored');
  });

  it(
    'answers a restore without a file with its usage (exit 2)',
    async () => {
      const usage = await runCommand('restore-cli.ts', sourceEnv(), []);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('npm run restore -- ARQUIVO');
    },
    COMMAND_MS,
  );

  it(
    'needs no tool on PATH for SQLite, and says how to install pg_dump for PostgreSQL',
    async () => {
      const result = await runCommand('backup-cli.ts', { ...sourceEnv(), PATH: '/nonexistent' });
      if (t.kind === 'sqlite') {
        expect(result.code).toBe(0);
        expect(result.stdout).toMatch(/\.sqlite\n$/);
      } else {
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('pg_dump não foi encontrado no PATH');
        expect(result.stderr).toContain('apt-get install postgresql-client');
      }
    },
    COMMAND_MS,
  );
});
