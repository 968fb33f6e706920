import { createInterface } from 'node:readline';
import { createDeps } from '../src/server/deps';
import { expiryJobOptions, runExpiryPass } from '../src/server/features/access/expiry-job';
import { loadEnv } from '../src/server/platform/config/env';
import { createLogger } from '../src/server/platform/logger';

// One app process of the expiry suite (expiry-job-processes.api.test.ts): its own pool on the
// shared database and its own mail worker. For each time its parent writes on stdin (epoch ms, one
// a line) it runs two expiry passes at once at that time (one in small batches), lets its worker
// send what is queued, and answers one JSON line with what the passes did.

const deps = await createDeps(loadEnv(process.env), createLogger('silent'));
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const at = new Date(Number(line));
  const passes = await Promise.all(
    [3, 500].map((batchSize) => runExpiryPass(expiryJobOptions(deps, { now: () => at, batchSize }))),
  );
  await deps.mail.worker.drain();
  process.stdout.write(`${JSON.stringify(passes)}\n`);
}
await deps.database.db.destroy();
