import { createDeps } from '../deps';
import { loadProcessEnv } from '../platform/config/env';
import { createLogger } from '../platform/logger';
import { createUser } from './factories';
import { seedSampleContent } from './sample-content';
import { seedSampleSupport } from './sample-support';

// `npm run seed:demo`: people to look around with, made by the same factories the tests use.
const env = loadProcessEnv();
// These accounts share a published password; never on a live site.
if (env.NODE_ENV === 'production') {
  console.error(
    'seed:demo cria contas com senha conhecida e não roda com NODE_ENV=production (o padrão).\n' +
      'Para uma instalação de teste: NODE_ENV=development npm run seed:demo',
  );
  process.exit(1);
}
const logger = createLogger('warn');
const deps = await createDeps(env, logger);
const { db } = deps.database;

const DEMO = [
  {
    email: 'admin@demo.hubpremium.com.br',
    fullName: 'Ana Administradora',
    role: 'admin',
    subscription: 'none',
  },
  {
    email: 'assinante@demo.hubpremium.com.br',
    fullName: 'Bruno Assinante',
    role: 'user',
    subscription: 'active',
  },
  {
    email: 'anual@demo.hubpremium.com.br',
    fullName: 'Carla Anual',
    role: 'user',
    subscription: { plan: 'anual', status: 'active', expiresInDays: 5, price: 1747 },
  },
  {
    email: 'expirado@demo.hubpremium.com.br',
    fullName: 'Diego Expirado',
    role: 'user',
    subscription: 'expired',
  },
  {
    email: 'semplano@demo.hubpremium.com.br',
    fullName: 'Elisa Sem Plano',
    role: 'user',
    subscription: 'none',
  },
] as const;

const password = 'demo1234';
let adminId: string | undefined;
const ids: Record<string, string> = {};
for (const person of DEMO) {
  const exists = await db
    .selectFrom('profiles')
    .select('id')
    .where('email', '=', person.email)
    .executeTakeFirst();
  const id = exists?.id ?? (await createUser(deps, { ...person, password })).id;
  if (person.role === 'admin') adminId = id;
  ids[person.email] = id;
}
if (adminId) await seedSampleContent(db, adminId);
const subscriber = ids['assinante@demo.hubpremium.com.br'];
const member = ids['semplano@demo.hubpremium.com.br'];
if (subscriber && member) await seedSampleSupport(deps, { subscriber, member });

process.stdout.write(
  `\nContas de demonstração (senha: ${password}):\n${DEMO.map((p) => `  ${p.email}  (${p.fullName})`).join('\n')}\n\n`,
);
await db.destroy();
