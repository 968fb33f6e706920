import { expect } from 'vitest';
import { createApi, createRootRoutes } from '../src/server/app';
import { readOutbox } from './outbox';
import type { TestApp } from './test-app';

/** The real routes as "METHOD /api/path" (and the root's, "GET /metrics"), middleware entries (method ALL) left out. */
export function servedRoutes(t: TestApp): string[] {
  const api = createApi(t.deps).routes.map((r) => ({ ...r, path: `/api${r.path}` }));
  const routes = [...api, ...createRootRoutes(t.deps).routes].filter((r) => r.method !== 'ALL');
  return [...new Set(routes.map((r) => `${r.method} ${r.path}`))].sort();
}

/** SQLite's full-text indexes and their shadow tables: derived from the tables they index. */
const FTS_INDEX = /_fts($|_)/;
/** PostgreSQL's counter slices (migrations 0028, 0032): the view of the old name sums them. */
const COUNTER_SLICES = /_slices$/;

/**
 * Every row of every table, so a test can prove a request stored or changed nothing. Full-text
 * indexes are left out: they change exactly when the rows they index do (and an external-content
 * index reads those rows back, so one member's rename would show in "everyone else's" rows).
 */
/**
 * A session's last-activity stamp moves on any request once 5 minutes have passed (viewer.ts): the
 * mark of a caller, not a write of the request under test, and a long run would see it move.
 */
const withoutActivity = (table: string, row: Record<string, unknown>) =>
  table === 'sessions' ? { ...row, updated_at: undefined } : row;

export async function snapshotDatabase(t: Pick<TestApp, 'db'>) {
  const tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !FTS_INDEX.test(name) && !COUNTER_SLICES.test(name))
    .sort();
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    // biome-ignore lint/suspicious/noExplicitAny: every table, whatever its type.
    const all = await (t.db as any).selectFrom(table).selectAll().execute();
    rows[table] = all
      .map((row: Record<string, unknown>) => JSON.stringify(withoutActivity(table, row)))
      .sort();
  }
  return { tables, rows };
}

/** The session token inside a signed session cookie header ("…session_token=<token>.<signature>"). */
export const sessionTokenOf = (cookie: string | undefined) =>
  decodeURIComponent(cookie?.split('session_token=')[1] ?? '').split('.')[0] ?? '';

/**
 * The e-mails sent to one address, oldest first, with their action link: the queue is drained
 * through the real worker (to the outbox files, no SMTP in tests) and the files read back.
 */
export async function mailsTo(t: TestApp, email: string) {
  await t.deps.mail.worker.drain();
  return readOutbox(t.deps.env.DATA_DIR, email);
}

/** A working password-reset token for the account, through the real e-mailed link. */
export async function resetTokenFor(t: TestApp, email: string) {
  // Reset mails are capped per address and hour (decision 017); a test asking for one gets one.
  await t.db.deleteFrom('rate_limits').where('key', '=', `reset-mail:${email}`).execute();
  await t.deps.auth.api.requestPasswordReset({ body: { email } });
  const link = (await mailsTo(t, email)).findLast((mail) => mail.link.includes('/redefinir-senha'))?.link;
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}

/**
 * A session of an account whose address is not confirmed. Sign-in refuses such an account, so the
 * address counts as confirmed only while this signs in, then is unconfirmed again: whatever
 * sessions an unconfirmed account holds, taking it back must end them.
 */
export async function unconfirmedSession(t: TestApp, email: string, password: string) {
  const confirmed = (value: boolean) =>
    t.db.updateTable('profiles').set({ email_verified: value }).where('email', '=', email).execute();
  await confirmed(true);
  const cookie = await t.signIn(email, password);
  await confirmed(false);
  return cookie;
}

/** The status a sign-in with this password answers (200, or the refusal's). */
export const signInStatus = async (t: TestApp, email: string, password: string) =>
  (await t.request('/api/auth/sign-in', { method: 'POST', json: { email, password } })).status;

/** The path and query of a working confirmation link for an unconfirmed account. */
export async function confirmationPathFor(t: TestApp, email: string) {
  await t.deps.auth.api.sendVerificationEmail({ body: { email } });
  const link = (await mailsTo(t, email)).findLast((mail) => mail.link.includes('/verify-email'))?.link;
  if (!link) throw new Error(`no confirmation link for ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

// Words of zod's and Hono's English defaults; none may reach a member.
const ENGLISH =
  /\b(invalid|expected|required|unrecognized|received|must|string|object|array|too (big|small|long)|error|failed|not found|unexpected|bad request)\b/i;
const PORTUGUESE =
  /[ãáâàéêíóôõúç]|\b(informe|senha|nome|email|link|seu|sua|não|deve|muito|um|uma|para|apenas|acessar|este|recurso|preencha|campos)\b/i;

/** A pt-BR `message` (and pt-BR issue messages), never an English default. */
export function expectPortugueseError(body: unknown) {
  const { message, issues = [] } = body as { message?: unknown; issues?: { message: string }[] };
  expect(typeof message).toBe('string');
  for (const text of [message as string, ...issues.map((issue) => issue.message)]) {
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(ENGLISH);
    expect(text).toMatch(PORTUGUESE);
  }
}
