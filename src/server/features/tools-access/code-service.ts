import { createMiddleware } from 'hono/factory';
import { TOTP } from '../../../shared/constants';
import type { CodeResponse } from '../../../shared/schemas/tools-access';
import type { AppEnv, Deps } from '../../app-env';
import { writeBehind } from '../../platform/db/fast/write-behind';
import { AppError } from '../../platform/http/app-error';
import { clientIp } from '../../platform/http/client-ip';
import { getViewer, type Viewer } from '../session';
import { CREDENTIAL_COLUMNS, type CredentialStore } from './credential-store';
import {
  type CodeContext,
  type CodeContextParams,
  type CodeRequest,
  readCodeContext,
  recordCodeRequests,
  sessionWithCodeContext,
} from './data/code-requests';
import {
  CODE_RATE_LIMITED,
  CODE_WINDOW_MS,
  limitCodeRequests,
  servedCode,
  servedFrom,
  servedWindow,
} from './one-time-code';

// Serving the one-time code (docs/product.md#tools-access-and-the-one-time-code): who asks and
// what their code needs, read in one trip with the session; the limit; the request log.

type CodeClient = { ipAddress: string; userAgent: string | null };

type ServeCodeOptions = {
  deps: Deps;
  store: CredentialStore;
  viewer: Viewer;
  now: number;
  client: CodeClient;
  /** Read with the session (readCodeRequest), when the session took that path. */
  context?: CodeContext;
};

/** What the code context is read with, for a request at `now` from `client`. */
function codeContextParams(now: number, client: CodeClient): CodeContextParams {
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

type CodeRequestEnv = AppEnv & {
  Variables: { codeRequest: { now: number; client: CodeClient; context?: CodeContext } };
};

/**
 * Placed before the code endpoint's allow('subscriber'): reads who is asking together with what
 * serving their code needs, in the session's own statement (one round trip, as /api/me's). It
 * only reads; the guard then decides on the viewer memoised here, and the handler uses the
 * context once it has.
 */
export function readCodeRequest(deps: Deps, clock: () => number) {
  return createMiddleware<CodeRequestEnv>(async (c, next) => {
    const now = clock();
    const client = {
      ipAddress: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
    };
    const read = sessionWithCodeContext(deps.database.db, codeContextParams(now, client));
    await getViewer(c, deps, read.session);
    c.set('codeRequest', { now, client, context: read.context });
    await next();
  });
}

/**
 * The tool code is computed here from the server's clock; the secret never leaves the server
 * (docs/decisions/013-tools-access.md). Every code served is recorded in totp_requests (written
 * behind: codeRequestLogOf), and those records are the per-member rate limit. A failure to record
 * is logged, never shown to the member. The code this member's browser (IP and user agent) was
 * already handed is served again neither limited nor recorded (a reopened dialog); another
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
    // The full name, or the e-mail when the name is empty: the log never names a member blank.
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

/** The member and browser a code went to (the same code served again there is not counted). */
type SameBrowser = Pick<CodeRequest, 'userId' | 'ipAddress' | 'userAgent'>;

export type CodeRequestLog = {
  /** Queues the record of a code served; it reaches totp_requests within ~50 ms. */
  record(request: CodeRequest): void;
  /**
   * Codes served to this member since a moment by this process and not yet in the table (the rate limit adds
   * them).
   */
  unwritten(userId: string, since: Date): number;
  /** Whether this process has yet to write a code served since a moment to this member's browser. */
  unwrittenFor(client: SameBrowser, since: Date): boolean;
  /** Writes what is queued now (shutdown, tests). */
  flush(): Promise<void>;
};

const logs = new WeakMap<Deps, CodeRequestLog>();

/**
 * The totp_requests log of one app (its Deps), written behind: the records of ~50 ms go in one
 * statement (src/server/platform/db/fast/README.md). A failed write is logged with what it lost,
 * never shown to the member; the process flushes before it stops (main.ts).
 */
export function codeRequestLogOf(deps: Deps): CodeRequestLog {
  let log = logs.get(deps);
  if (!log) {
    log = createLog(deps);
    logs.set(deps, log);
  }
  return log;
}

function createLog({ database: { db }, logger }: Deps): CodeRequestLog {
  const queue = writeBehind<CodeRequest>({
    write: (requests) => recordCodeRequests({ db, requests }),
    lost: (error, requests) =>
      logger.error(
        { err: error, lost: requests.length, userIds: [...new Set(requests.map((r) => r.userId))] },
        'could not record code requests',
      ),
  });
  return {
    record: (request) => queue.add(request),
    unwritten: (userId, since) => queue.countUnwritten((r) => r.userId === userId && r.at > since),
    unwrittenFor: (client, since) =>
      queue.countUnwritten(
        (r) =>
          r.userId === client.userId &&
          r.ipAddress === client.ipAddress &&
          r.userAgent === client.userAgent &&
          r.at >= since,
      ) > 0,
    flush: () => queue.flush(),
  };
}
