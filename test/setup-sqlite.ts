import { inject } from 'vitest';

// Test files read the template's path from the environment (see test-database.ts).
process.env.TEST_SQLITE_TEMPLATE = inject('sqliteTemplate');
