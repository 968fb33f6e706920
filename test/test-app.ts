import { hc } from 'hono/client';
import { type ApiType, createApp } from '../src/server/app';
import { createDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/platform/config/env';
import type { Logger } from '../src/server/platform/logger';
import { type CreateUserOptions, createUser } from '../src/server/seed/factories';
import { watchedLogger } from './log-watch';
import { createTestDatabase } from './test-database';

export type Role = 'visitor' | 'member' | 'expired' | 'subscriber' | 'admin';

/** The five kinds of caller (docs/product.md#roles-and-permissions), as factory options. */
export const ROLE_USERS: Record<Exclude<Role, 'visitor'>, CreateUserOptions> = {
  member: { role: 'user', subscription: 'none' },
  expired: { role: 'user', subscription: 'expired' },
  subscriber: { role: 'user', subscription: 'active' },
  admin: { role: 'admin', subscription: 'none' },
};

/**
 * A whole app on a fresh real database, driven in-process through app.request(). It logs every
 * line into the token watcher (log-watch.ts) unless a test passes its own logger to read them.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { logger?: Logger } = {},
) {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    APP_SECRET: 'test-secret-test-secret-test-secret-123',
    APP_URL: 'http://localhost:3000',
    ADMIN_EMAIL: 'primeiro-admin@exemplo.com.br',
    ADMIN_PASSWORD: 'primeiro-admin-123',
    LOG_LEVEL: 'silent',
    AUTH_LIMIT_PER_IP: '1000',
    ADMIN_TWO_FACTOR: 'optional', // two-factor.api.test.ts passes `required`
    ...overrides,
  });
  const deps = await createDeps(env, options.logger ?? watchedLogger());
  // The suite never reaches the internet: a test that needs a link's answer sets its own.
  deps.fetchLink = async () => new Response(null, { status: 404 });
  const app = createApp(deps);

  const request = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(path, { ...init, headers, body });
  };

  /**
   * The typed client over the same in-process app, as a caller with this cookie (none: a
   * visitor): a renamed route or a changed body fails the type check, not the run.
   */
  const api = (cookie?: string) =>
    hc<ApiType>('http://localhost:3000/api', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
      headers: cookie ? { cookie } : {},
    });

  /** Signs in and returns the session cookie header to send on later calls. */
  const signIn = async (email: string, password: string) => {
    const res = await request('/api/auth/sign-in', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  /** A signed-in caller of the given kind (or none for a visitor). */
  const as = async (role: Role, options: CreateUserOptions = {}) => {
    if (role === 'visitor') return { cookie: undefined, user: null };
    const user = await createUser(deps, { ...ROLE_USERS[role], ...options });
    return { cookie: await signIn(user.email, user.password), user };
  };

  return {
    app,
    deps,
    db: deps.database.db,
    kind: deps.database.kind,
    request,
    api,
    signIn,
    as,
    async close() {
      await deps.database.db.destroy();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
