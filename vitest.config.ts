import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['src/server/**/*.api.test.ts'];

/**
 * The API files share each worker's module graph instead of importing the whole server afresh
 * per file (the SQLite project: 149 s isolated, 91 s shared; 97 s of the 149 was that import).
 * Safe because each file opens its own app on its own database copy and no API file mocks a
 * module (vi.mock); spies are restored after every test, so none outlives its file.
 */
const sharedModules = { isolate: false, restoreMocks: true };

// Three projects: pure units, then the API suite on real SQLite and on real PostgreSQL, each API
// test file on its own copy of a template migrated once per run (test/template-database.ts).
export default defineConfig({
  test: {
    setupFiles: ['test/setup-console.ts'],
    // One test file per CPU, not Vitest's CPUs − 1: the API files spend half their time waiting
    // on the database server and on timers (on 2 CPUs: 210 s instead of 460 s for the whole run).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], exclude: apiTests },
      },
      {
        extends: true,
        test: {
          name: 'api-sqlite',
          include: apiTests,
          ...sharedModules,
          testTimeout: 20_000,
          globalSetup: ['test/global-setup-sqlite.ts'],
          setupFiles: ['test/setup-sqlite.ts', 'test/setup-log-watch.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: apiTests,
          ...sharedModules,
          testTimeout: 20_000,
          hookTimeout: 60_000,
          globalSetup: ['test/global-setup-postgres.ts'],
          setupFiles: ['test/setup-postgres.ts', 'test/setup-log-watch.ts'],
        },
      },
    ],
  },
});
