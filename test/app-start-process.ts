import { createDeps } from '../src/server/deps';
import { loadProcessEnv } from '../src/server/platform/config/env';
import { createLogger } from '../src/server/platform/logger';

// A process that starts as main.ts does (the environment read and checked, then the database,
// mail and auth wired), says "started" and stops: the start-up suite's child
// (mail-deployment.api.test.ts). main.ts itself also needs the client build to serve pages.

const deps = await createDeps(loadProcessEnv(), createLogger('silent'));
await deps.database.db.destroy();
process.stdout.write('started\n');
