import { randomUUID } from 'node:crypto';
import {
  DAY_MS,
  type GrantSource,
  type Plan,
  type Role,
  type SubscriptionStatus,
} from '../../shared/constants';
import type { Deps } from '../app-env';
import { refreshMemberAccess } from '../features/access';
import { createAccount } from '../features/auth';

type SubscriptionSpec =
  | 'none'
  | 'active'
  | 'expired'
  | {
      plan?: Plan;
      status?: SubscriptionStatus;
      /** Days from now to the grant's end; Vitalício has none (no end date, never a far one). */
      expiresInDays?: number;
      price?: number;
      source?: GrantSource;
      reference?: string;
    };

export type CreateUserOptions = {
  role?: Role;
  subscription?: SubscriptionSpec;
  email?: string;
  fullName?: string;
  password?: string;
  emailVerified?: boolean;
};

export const DEFAULT_PASSWORD = 'senha-segura-123';

const PRESETS = {
  active: { plan: 'mensal', status: 'active', expiresInDays: 30, price: 197 },
  expired: { plan: 'mensal', status: 'expired', expiresInDays: -3, price: 197 },
} as const;

/**
 * One Better Auth hash per password for the whole process: hashing is deliberately slow (scrypt)
 * and factories create hundreds of accounts, mostly with DEFAULT_PASSWORD. Sign-ins still verify
 * with the real hasher against a real hash.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(auth: Deps['auth'], password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = auth.$context.then((context) => context.password.hash(password));
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * Test factory and demo seed in one, so tests read like the product:
 * createUser({ role: 'user', subscription: 'active' }) makes a confirmed member who can sign in.
 */
export async function createUser(deps: Pick<Deps, 'auth' | 'database'>, options: CreateUserOptions = {}) {
  const email = (options.email ?? `membro-${randomUUID().slice(0, 8)}@exemplo.com.br`).toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const role = options.role ?? 'user';
  const account = await createAccount({
    db: deps.database.db,
    email,
    fullName: options.fullName ?? 'Membro Teste',
    role,
    emailVerified: options.emailVerified ?? true,
    passwordHash: await hashOnce(deps.auth, password),
  });
  if (!account) throw new Error(`createUser: ${email} is taken`);
  const spec = options.subscription ?? 'none';
  const subscription =
    spec === 'none'
      ? null
      : await addSubscription(deps, account.id, typeof spec === 'string' ? PRESETS[spec] : spec);
  return { id: account.id, email, password, role, subscription };
}

export async function addSubscription(
  deps: Pick<Deps, 'database'>,
  userId: string,
  spec: Exclude<SubscriptionSpec, string>,
) {
  const now = Date.now();
  const plan = spec.plan ?? 'mensal';
  const days = plan === 'vitalicio' ? null : (spec.expiresInDays ?? 30);
  const row = {
    id: randomUUID(),
    user_id: userId,
    plan,
    status: spec.status ?? 'active',
    price: spec.price ?? 197,
    started_at: new Date(now - 30 * DAY_MS),
    expires_at: days === null ? null : new Date(now + days * DAY_MS),
    updated_at: new Date(now),
    source: spec.source ?? 'manual',
    reference: spec.reference ?? null,
  } as const;
  const { db } = deps.database;
  await db.insertInto('subscriptions').values(row).execute();
  // The member's access as the access module keeps it (decision 016: access is a set of grants).
  await refreshMemberAccess(db, userId, new Date(now));
  return row;
}
