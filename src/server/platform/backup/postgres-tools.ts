import { spawn } from 'node:child_process';
import { childProcessEnv } from '../config/env';

type PostgresTool = 'pg_dump' | 'pg_restore';

/** What to say when a pg tool is missing (pt-BR, then English): how to install it. */
export const missingToolMessage = (program: PostgresTool) =>
  [
    `${program} não foi encontrado no PATH. Instale as ferramentas de cliente do PostgreSQL, na mesma versão principal do servidor ou mais nova:`,
    '  Debian/Ubuntu: sudo apt-get install postgresql-client',
    '  Alpine: apk add postgresql-client    macOS: brew install libpq (e ponha o bin dele no PATH)',
    `(${program} was not found on PATH: install the PostgreSQL client tools, the server's major version or newer.)`,
  ].join('\n');

/**
 * The connection as the pg tools take it, the password moved out of the URL into PGPASSWORD:
 * a command line is visible to every user of the machine (`ps`), a process's environment is not.
 */
function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: url.toString(), env };
}

/**
 * Runs pg_dump or pg_restore on DATABASE_URL (`--dbname` appended): resolves with what it printed,
 * rejects with its error output, or with how to install it when it is not on PATH.
 */
export function runPostgresTool(options: {
  program: PostgresTool;
  args: string[];
  databaseUrl?: string;
}): Promise<string> {
  const { dbname, env } = options.databaseUrl ? connectionOf(options.databaseUrl) : { dbname: '', env: {} };
  const args = dbname ? [...options.args, `--dbname=${dbname}`] : options.args;
  return new Promise((resolve, reject) => {
    const child = spawn(options.program, args, {
      env: childProcessEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(missingToolMessage(options.program)) : error),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${options.program} terminou com erro (código ${code}):\n${errors.trim()}`));
    });
  });
}
