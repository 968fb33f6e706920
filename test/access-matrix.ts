import type { Role, TestApp } from './test-app';

// The access matrix (src/server/access-matrix.api.test.ts) is assembled from one
// `<feature>.access-matrix.ts` per server feature: each lists its own routes × callers.

export type Caller = Awaited<ReturnType<TestApp['as']>>;
export type MatrixRow = {
  expect: Record<Role, number>;
  /** A body the route accepts, so the caller is the only variable. */
  body?: (caller: Caller) => unknown;
  /** A multipart form the route accepts (uploads), sent instead of a JSON body. */
  form?: () => FormData | Promise<FormData>;
  /** The URL to call, when it differs from the route (path parameters, one-use links). */
  url?: () => Promise<string>;
  location?: string;
  /** The call ends the caller's sessions, so the case needs a caller of its own. */
  endsSession?: boolean;
};
export type MatrixContext = {
  /** The app under test (made in beforeAll, so read it when a row runs, not when it is listed). */
  app: () => TestApp;
  /** Another person's account, made once and reused (password hashing is slow). */
  someone: () => Promise<Caller['user'] & object>;
  /** A fresh unused e-mail address. */
  email: () => string;
};
export type AccessMatrix = (ctx: MatrixContext) => Record<string, MatrixRow>;

export const ROLES: Role[] = ['visitor', 'member', 'expired', 'subscriber', 'admin'];
export const everyone = (status: number): Record<Role, number> =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>;
export const signedIn = (status: number) => ({ ...everyone(status), visitor: 401 });
/** Subscribers only (docs/product.md#who-may-open-what): visitors 401, members without an active plan 403. */
export const subscribers = (status: number) => ({ ...signedIn(status), member: 403, expired: 403 });
/** Admins only (docs/product.md#roles-and-permissions): visitors 401, everyone but admins 403. */
export const admins = (status: number) => ({ ...everyone(403), visitor: 401, admin: status });

/** Every feature's rows (`src/server/features/<feature>/<feature>.access-matrix.ts`) in one table. */
export function accessMatrixRows(ctx: MatrixContext): Record<string, MatrixRow> {
  const features = import.meta.glob<{ accessMatrix: AccessMatrix }>(
    '../src/server/features/*/*.access-matrix.ts',
    { eager: true },
  );
  return Object.assign({}, ...Object.values(features).map(({ accessMatrix }) => accessMatrix(ctx)));
}
