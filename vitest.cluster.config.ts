import { defineConfig } from 'vitest/config';

// The cluster and fault scenarios (test/cluster/), run by `npm test` after the build
// (scripts/validate.mjs) against dist/server/main.js behind HAProxy. One file at a time: each
// starts three app processes, and the machine may have two cores.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['test/cluster/**/*.cluster.test.ts'],
    setupFiles: ['test/setup-console.ts'],
    globalSetup: ['test/global-setup-postgres.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
