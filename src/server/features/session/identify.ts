import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import { END_REASON_REPLACED, endReasonOf } from './session-limit';
import { getViewer, type Viewer } from './viewer';

/** The guard's questions (Deps.identify): who is asking, and, when nobody, whether a newer sign-in ended their session. */
export type Identify = {
  viewer: (c: Context<AppEnv>, deps: Deps) => Promise<Viewer | null>;
  replaced: (c: Context<AppEnv>, deps: Deps) => Promise<boolean>;
};

export const identify: Identify = {
  viewer: (c, deps) => getViewer(c, deps),
  replaced: async (c, deps) => (await endReasonOf(c, deps)) === END_REASON_REPLACED,
};
