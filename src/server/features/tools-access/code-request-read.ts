import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../../app-env';
import { clientIp } from '../../platform/http/client-ip';
import { getViewer } from '../session';
import { type CodeClient, codeContextParams } from './code-service';
import { type CodeContext, sessionWithCodeContext } from './data/read-code-context';

type CodeRequestEnv = AppEnv & {
  Variables: { codeRequest: { now: number; client: CodeClient; context?: CodeContext } };
};

/**
 * Placed before the code endpoint's allow('subscriber'): reads who is asking together with what
 * serving their code needs, in the session's own statement (issue 22 §3). It only reads; the guard
 * then decides on the viewer memoised here, and the handler uses the context once it has.
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
