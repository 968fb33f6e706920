import path from 'node:path';
import type { Deps } from './app-env';
import { createAuth } from './features/auth/auth';
import { bootstrapAdmin } from './features/auth/bootstrap-admin';
import { createSessionReader } from './features/session/session-reader';
import { resolveAppSecret } from './platform/config/app-secret';
import type { Env } from './platform/config/env';
import { createSecretBox } from './platform/crypto/secret-box';
import { openDatabase } from './platform/db/connection';
import { migrateToLatest } from './platform/db/migrate';
import { createLogger, type Logger } from './platform/logger';
import { createMailer } from './platform/mail/mailer';

/** Wires the parts from the environment: database (migrated), mail, auth. Used by main and tests. */
export async function createDeps(env: Env, logger: Logger = createLogger(env.LOG_LEVEL)): Promise<Deps> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.join(dataDir, 'hub.sqlite'),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied, database: database.kind }, 'migrations applied');

  const { secret, generated } = resolveAppSecret(env.APP_SECRET, dataDir);
  if (generated) logger.warn('APP_SECRET not set: generated one in DATA_DIR/.app-secret');
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${env.APP_NAME} <nao-responda@${new URL(appUrl).hostname}>`,
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
  });
  const auth = createAuth({ database, secret, appUrl, appName: env.APP_NAME, mailer, logger });
  await bootstrapAdmin({
    db: database.db,
    auth,
    logger,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  const readSession = await createSessionReader(auth, database.db);
  return { env, database, auth, readSession, mailer, logger, secretBox: createSecretBox(secret) };
}
