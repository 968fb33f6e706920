import type { Role } from '../../shared/constants';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../auth/session-reader';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/connection';
import type { Subscription } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

/** Everything a route needs, built once at start and handed to each route module. */
export type Deps = {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  /** The fast session read behind getViewer (auth/session-reader.ts), set up once at start. */
  readSession: SessionReader;
  mailer: Mailer;
  logger: Logger;
};

export type Viewer = {
  userId: string;
  sessionId: string;
  email: string;
  fullName: string;
  role: Role;
  createdAt: Date;
  /** The current subscription (SPEC §5), read in the same trip as the session. */
  subscription: CurrentSubscription | null;
};

/** A Viewer from what either session path read: the stored role is text, anything but admin is a user. */
export function toViewer(fields: Omit<Viewer, 'role'> & { role: string | null | undefined }): Viewer {
  return { ...fields, role: fields.role === 'admin' ? 'admin' : 'user' };
}

export type CurrentSubscription = Pick<
  Subscription,
  'id' | 'plan' | 'status' | 'price' | 'started_at' | 'expires_at'
>;

export type AppEnv = {
  Variables: {
    /** Memoised per request by getViewer(); undefined until first asked. */
    viewer: Viewer | null | undefined;
    requestId: string;
  };
};
