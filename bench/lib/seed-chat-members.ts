// `node --import tsx bench/lib/seed-chat-members.ts <count>`: migrates the bench database and
// adds <count> active subscribers (the test factory), then prints their credentials and the
// chat bench's question set as one JSON line.
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/platform/config/env';
import { createLogger } from '../../src/server/platform/logger';
import { createUser } from '../../src/server/seed/factories';
import { EVALUATION_SET } from '../../test/fixtures/support-quality/evaluation-set';

const count = Number(process.argv[2] ?? 50);
const deps = await createDeps(loadEnv(), createLogger('warn'));
const members = [];
for (let i = 0; i < count; i++) {
  const user = await createUser(deps, { subscription: 'active', fullName: `Membro Chat ${i + 1}` });
  members.push({ email: user.email, password: user.password });
}
await deps.database.db.destroy();
process.stdout.write(
  `${JSON.stringify({ members, questions: EVALUATION_SET.map((item) => item.question) })}\n`,
);
