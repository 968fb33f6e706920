// The database a bench runs on: a scratch one (a temp DATA_DIR, or a database created on
// BENCH_DATABASE_URL's PostgreSQL server and dropped afterwards) or one kept between runs.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes.mjs';

export const DEFAULT_PG_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work(admin)` on BENCH_DATABASE_URL's server (the postgres database) and closes the
 * connection; returns what it returned, with the server's version and the URL of the database
 * `name` on that server.
 */
async function onPostgresServer(name, work) {
  const { default: pg } = await import('pg');
  const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_PG_SERVER_URL;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const result = await work(admin);
  const serverVersion = (await admin.query('show server_version')).rows[0].server_version;
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { result, serverVersion, databaseUrl: url.toString(), serverUrl, pg };
}

/** Drops the database `name` on the server at `serverUrl`, its open connections with it. */
async function dropPostgres(pg, serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

/**
 * The database a bench runs on: a temp DATA_DIR with SQLite, or, with --postgres /
 * BENCH_DATABASE_URL, a scratch database created on that server and dropped afterwards.
 */
export async function scratchDatabase({ postgres }) {
  const dataDir = path.join(os.tmpdir(), `hub-bench-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  if (!postgres) {
    return {
      kind: 'sqlite',
      dataDir,
      databaseUrl: undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const { serverVersion, databaseUrl, serverUrl, pg } = await onPostgresServer(name, (admin) =>
    admin.query(`create database ${name}`),
  );
  return {
    kind: 'postgres',
    serverVersion,
    dataDir,
    databaseUrl,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await dropPostgres(pg, serverUrl, name);
    },
  };
}

/**
 * A seeded database kept between runs (seeding takes minutes): DATA_DIR `.tmp/<name>/<engine>` and,
 * with PostgreSQL, the database `<name>` on BENCH_DATABASE_URL's server. `seeded` says whether an
 * earlier run finished seeding it (then call markSeeded() after seeding); `fresh` starts over;
 * drop() deletes it.
 */
export async function keptDatabase({ postgres, name, fresh }) {
  const dataDir = path.join(ROOT, `.tmp/${name}/${postgres ? 'pg' : 'sqlite'}`);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const marker = path.join(dataDir, 'seeded');
  const markSeeded = () => writeFileSync(marker, new Date().toISOString());
  const dropDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!postgres)
    return {
      kind: 'sqlite',
      dataDir,
      databaseUrl: undefined,
      seeded: existsSync(marker),
      markSeeded,
      drop: dropDir,
    };
  const {
    result: exists,
    serverVersion,
    databaseUrl,
    serverUrl,
    pg,
  } = await onPostgresServer(name, async (admin) => {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const found = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (!found) await admin.query(`create database ${name}`);
    return found;
  });
  return {
    kind: 'postgres',
    serverVersion,
    dataDir,
    databaseUrl,
    seeded: exists && existsSync(marker),
    markSeeded,
    async drop() {
      await dropDir();
      await dropPostgres(pg, serverUrl, name);
    },
  };
}

/**
 * When this bench runs at real-time priority (`chrt -r 5`), gives the same priority to the
 * PostgreSQL backends serving its database, which `chrt` cannot reach otherwise (the server is
 * shared, started by no one here). Only those backends, and only for their lifetime: they exit
 * when the app closes its connections. Returns how many were raised.
 */
export async function raisePostgresBackends(databaseUrl) {
  const policy = spawnSync('chrt', ['-p', String(process.pid)], { encoding: 'utf8' }).stdout ?? '';
  if (!databaseUrl || !/SCHED_RR|SCHED_FIFO/.test(policy)) return 0;
  const priority = /priority: (\d+)/.exec(policy)?.[1] ?? '5';
  const pids = await postgresBackendPids(databaseUrl);
  for (const pid of pids) spawnSync('chrt', ['-r', '-p', priority, String(pid)]);
  return pids.length;
}

/** The PostgreSQL backends connected to the database of `databaseUrl` (this query's own aside). */
export async function postgresBackendPids(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map(({ pid }) => pid);
}
