import { TOTP } from '../../../shared/constants';
import type { CodeResponse } from '../../../shared/schemas/tools-access';
import type { Deps } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import type { Viewer } from '../session';
import { CODE_RATE_LIMITED, CODE_WINDOW_MS, limitCodeRequests } from './code-rate-limit';
import { codeRequestLogOf } from './code-request-log';
import { CREDENTIAL_COLUMNS } from './credential-columns';
import type { CredentialStore } from './credential-store';
import { type CodeContext, type CodeContextParams, readCodeContext } from './data/read-code-context';
import { servedCode, servedFrom, servedWindow } from './served-code';

export type CodeClient = { ipAddress: string; userAgent: string | null };

type ServeCodeOptions = {
  deps: Deps;
  store: CredentialStore;
  viewer: Viewer;
  now: number;
  client: CodeClient;
  /** Read with the session (code-request-read.ts), when the session took that path. */
  context?: CodeContext;
};

/** What the code context is read with, for a request at `now` from `client`. */
export function codeContextParams(now: number, client: CodeClient): CodeContextParams {
  return {
    since: new Date(now - CODE_WINDOW_MS),
    windowStart: new Date(servedFrom(servedWindow(now))),
    ipAddress: client.ipAddress,
    userAgent: storedUserAgent(client) ?? '',
  };
}

const storedUserAgent = (client: CodeClient) => client.userAgent?.slice(0, 512) ?? null;

const answer = (secret: string | null, now: number): CodeResponse =>
  secret
    ? { configured: true, ...servedCode(secret, now), periodSeconds: TOTP.periodSeconds }
    : { configured: false };

/**
 * DECISIONS security 1: the tool code is computed here from the server's clock; the secret never
 * leaves the server. Every code served is recorded in totp_requests (written behind:
 * code-request-log.ts), and those records are the per-member rate limit. A failure to record is
 * logged, never shown to the member. The code this member's browser (IP and user agent) was
 * already handed is served again neither limited nor recorded (issue 19: a reopened dialog); another
 * browser asking is recorded, so the IP spread still sees a shared account.
 */
export async function serveToolsCode({
  deps,
  store,
  viewer,
  now,
  client,
  context: readWithSession,
}: ServeCodeOptions): Promise<CodeResponse> {
  const params = codeContextParams(now, client);
  const { since, windowStart } = params;
  const request = {
    userId: viewer.userId,
    userEmail: viewer.email,
    // SPEC §3: the full name, or the e-mail when the name is empty.
    userName: viewer.fullName.trim() || viewer.email,
    ipAddress: client.ipAddress,
    userAgent: storedUserAgent(client),
    at: new Date(now),
  };
  const context =
    readWithSession ?? (await readCodeContext({ db: deps.database.db, userId: viewer.userId, ...params }));
  const log = codeRequestLogOf(deps);
  const servedAgain = context.servedThisWindow || log.unwrittenFor(request, windowStart);
  if (
    !servedAgain &&
    context.recentRequests + log.unwritten(viewer.userId, since) >= deps.env.CODE_LIMIT_PER_MINUTE
  )
    throw new AppError(429, CODE_RATE_LIMITED, 'rate_limited');
  const secret = store.open(CREDENTIAL_COLUMNS.tools.secret, context.sealedSecret);
  if (!secret) return { configured: false };

  if (!servedAgain) log.record(request);
  return answer(secret, now);
}

/** The admin-access code (admins only): limited per admin the same way, not a tool-code record. */
export async function serveAdminCode({ deps, store, viewer, now }: Omit<ServeCodeOptions, 'client'>) {
  await limitCodeRequests({
    db: deps.database.db,
    userId: viewer.userId,
    max: deps.env.CODE_LIMIT_PER_MINUTE,
    now,
  });
  return answer(await store.secret('admin'), now);
}
