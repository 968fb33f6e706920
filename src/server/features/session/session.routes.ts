import { Hono } from 'hono';
import type { MeResponse } from '../../../shared/schemas/session';
import type { AppEnv, Deps } from '../../app-env';
import { allow } from './access';
import { readMe } from './read-me';

/** GET /api/me: session, profile and current subscription in one trip (the page embeds the first). */
export function sessionRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', allow('visitor', deps), async (c) =>
    c.json<MeResponse>(await readMe(c, deps)),
  );
}
