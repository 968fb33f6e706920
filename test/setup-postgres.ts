import { inject } from 'vitest';

// Test files read the server URL from the environment (see test-database.ts).
process.env.TEST_PG_URL = inject('pgUrl');
