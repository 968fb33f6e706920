import path from 'node:path';
import type { Deps } from './app-env';
import { createBulkActionWorker } from './features/admin-users';
import { bootstrapAdmin, createAuth } from './features/auth';
import { cancelDeletionOnSignIn, createDataExportWorker } from './features/my-data';
import { createPaymentWorker, seedProductPlans } from './features/payments';
import { createSessionReader, identify, sessionLimit } from './features/session';
import { resolveAppSecret } from './platform/config/app-secret';
import { appUrlOf, type Env, mailSenderOf, plainHttpWarning } from './platform/config/env';
import { createSecretBox } from './platform/crypto/secret-box';
import { openDatabase, SQLITE_FILE_NAME } from './platform/db/connection';
import { migrateToLatest } from './platform/db/migrate';
import { ensurePrivateDirSync } from './platform/fs/private-files';
import { createLogger, type Logger } from './platform/logger';
import { createMail } from './platform/mail/mail';
import { createMailTransport } from './platform/mail/mail-transport';
import { createStorage } from './platform/storage/create-storage';

/**
 * Wires the parts from the environment: database (migrated), mail queue, auth. Used by main and
 * tests; only main starts the mail and payment workers.
 */
export async function createDeps(env: Env, logger: Logger = createLogger(env.LOG_LEVEL)): Promise<Deps> {
  const dataDir = path.resolve(env.DATA_DIR);
  ensurePrivateDirSync(dataDir);
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.join(dataDir, SQLITE_FILE_NAME),
    // The payment worker's lanes hold a connection each through their transaction, from a pool of
    // their own (DatabaseHandle.lanes: members' deliveries applied side by side); requests and the
    // other workers keep 10.
    poolSize: 10,
    laneConnections: env.PAYMENT_WORKER_CONCURRENCY,
    onConnectionError: (err) =>
      logger.warn({ err }, 'database connection lost; the next query opens another'),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied, database: database.kind }, 'migrations applied');

  const { secret, generated } = resolveAppSecret(env.APP_SECRET, dataDir);
  if (generated) logger.warn('APP_SECRET not set: generated one in DATA_DIR/.app-secret');
  const appUrl = appUrlOf(env);
  const insecure = plainHttpWarning(env, appUrl);
  if (insecure) logger.warn(insecure);
  const sender = mailSenderOf(env, appUrl);
  for (const warning of sender.warnings) logger.warn(warning);
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    from: sender.from,
    replyTo: sender.replyTo,
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
  });
  const mail = createMail({ db: database.db, transport, logger });
  const limit = sessionLimit({ db: database.db, maxSessions: env.MAX_SESSIONS_PER_MEMBER });
  const auth = createAuth({
    database,
    secret,
    appUrl,
    appName: env.APP_NAME,
    mail,
    logger,
    limit,
    onSignedIn: (userId) => cancelDeletionOnSignIn({ db: database.db, userId }),
  });
  await bootstrapAdmin({
    db: database.db,
    auth,
    logger,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  // PRODUCT_PLANS adds the products → plans mappings that are missing.
  await seedProductPlans({ db: database.db, plans: env.PRODUCT_PLANS ?? [] });
  const readSession = await createSessionReader(auth, database.db);
  return {
    env,
    database,
    auth,
    sessionLimit: limit,
    readSession,
    identify,
    mail,
    payments: createPaymentWorker({ database, mail, env, logger }),
    bulkActions: createBulkActionWorker({ db: database.db, mail, logger, appUrl, appName: env.APP_NAME }),
    dataExports: createDataExportWorker({ database, logger }),
    logger,
    secretBox: createSecretBox(secret),
    storage: createStorage(env),
    fetchLink: (input, init) => fetch(input, init),
  };
}
