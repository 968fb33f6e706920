import type { TestProject } from 'vitest/node';
import { buildSqliteTemplate } from './template-database';

/** Migrates the run's SQLite template once; each API test file copies it (test-database.ts). */
export default async function setup(project: TestProject) {
  const template = await buildSqliteTemplate();
  project.provide('sqliteTemplate', template.location);
  return template.remove;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}
