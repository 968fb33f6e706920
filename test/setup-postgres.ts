import { inject } from 'vitest';

// Test files read the server URL and the template's name from the environment (see test-database.ts).
process.env.TEST_PG_URL = inject('pgUrl');
process.env.TEST_PG_TEMPLATE = inject('pgTemplate');
