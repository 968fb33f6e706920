import type { Context } from 'hono';
import type { Auth } from './features/auth';
import type { Identify, SessionLimit, SessionReader, Viewer } from './features/session';
import type { Env } from './platform/config/env';
import type { SecretBox } from './platform/crypto/secret-box';
import type { DatabaseHandle } from './platform/db/connection';
import type { PollingWorker } from './platform/jobs/polling-worker';
import type { Logger } from './platform/logger';
import type { Mail } from './platform/mail/mail';
import type { Storage } from './platform/storage/storage';

/** Everything a route needs, built once at start (deps.ts) and handed to each feature's routes. */
export type Deps = {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  /** MAX_SESSIONS_PER_MEMBER: its middleware settles the sessions a request created. */
  sessionLimit: SessionLimit;
  /** The fast session read behind getViewer (features/session/session-reader.ts), set up once at start. */
  readSession: SessionReader;
  /**
   * Who is asking, answered by the session feature for the access module's guard (allow), which
   * cannot import it: the session feature's routes are guarded too.
   */
  identify: Identify;
  /** The mail queue: deps.mail.enqueue(message); a worker sends (decision 009). */
  mail: Mail;
  /** Applies stored payment deliveries (decision 015); a delivery wakes it, main.ts starts it. */
  payments: PollingWorker;
  /** Applies the admins' bulk actions on segments (decision 023); main.ts starts it. */
  bulkActions: PollingWorker;
  /** Builds the members' "Baixar meus dados" files (features/my-data); a request wakes it, main.ts starts it. */
  dataExports: PollingWorker;
  logger: Logger;
  /** Seals settings stored at rest (credentials, keys) with a key derived from APP_SECRET. */
  secretBox: SecretBox;
  /** Uploaded files: DATA_DIR/storage, or S3-compatible storage when S3_BUCKET is set. */
  storage: Storage;
  /** Reaches the links admins give (a library file's size); the API tests answer it themselves. */
  fetchLink: typeof fetch;
};

export type AppEnv = {
  Variables: {
    /** Memoised per request by getViewer(); undefined until first asked. */
    viewer: Viewer | null | undefined;
    requestId: string;
  };
};

/** For handlers behind allow('member') or stricter: the viewer is known to exist. */
export function requireViewer<E extends AppEnv>(c: Context<E>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('requireViewer used on a route without a member access rule');
  return viewer;
}
