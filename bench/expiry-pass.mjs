// Expiry job bench (decision 015, not a test): one pass over a hub of --members members (1,000,000)
// whose due reminders are all still to send (the seed's records of them removed), as after a
// long outage: how long the pass takes and how many e-mails it queues. Before a pass's batches
// continued from where the previous one stopped, each batch of 500 walked every reminder already
// sent in the window again: about ten minutes on PostgreSQL at this size.
//
//   node bench/expiry-pass.mjs [--postgres] [--members 1000000]
import { register } from 'tsx/esm/api';
import { scratchDatabase } from './lib/databases.mjs';
import { appEnv, machineFacts, numberOption, runTsx, wantsPostgres, writeResult } from './lib/processes.mjs';

register();
const { createDeps } = await import('../src/server/deps.ts');
const { loadEnv } = await import('../src/server/platform/config/env.ts');
const { createLogger } = await import('../src/server/platform/logger.ts');
const { expiryJobOptions, runExpiryPass } = await import('../src/server/features/access/expiry-job.ts');

const MEMBERS = numberOption('members', 1_000_000);
const database = await scratchDatabase({ postgres: wantsPostgres() });
try {
  const env = appEnv(database);
  console.log(`seeding ${MEMBERS} members on ${database.kind}…`);
  const seed = runTsx('bench/lib/seed-members.ts', [String(MEMBERS)], env);
  console.log(`seeded: ${JSON.stringify(seed)}`);
  const deps = await createDeps(loadEnv(env), createLogger('warn'));
  const { db } = deps.database;
  const forgotten = await db.deleteFrom('expiry_notices').executeTakeFirst();
  const started = performance.now();
  const totals = await runExpiryPass(expiryJobOptions(deps));
  const seconds = (performance.now() - started) / 1000;
  const queued = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  await db.destroy();
  const result = {
    members: MEMBERS,
    remindersForgotten: Number(forgotten.numDeletedRows),
    totals,
    mailsQueued: Number(queued.n),
    seconds: Math.round(seconds * 10) / 10,
  };
  console.log(
    `expiry pass on ${database.kind}: ${result.totals.reminders} reminders, ${result.totals.notices} notices, ${result.totals.expired} lapsed in ${result.seconds} s (${result.mailsQueued} mails queued)`,
  );
  const file = writeResult(`expiry-pass-${database.kind}`, {
    bench: 'expiry-pass',
    machine: machineFacts(),
    ...result,
  });
  console.log(`results: ${file}`);
} finally {
  await database.drop();
}
