import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DATA_EXPORT_MESSAGES } from '../../../shared/schemas/my-data';
import type { AppEnv } from '../../app-env';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Logger } from '../logger';

/**
 * An error whose message a user may read (pt-BR). Anything else becomes a generic 500.
 * `retryAfterSeconds`: a 429's Retry-After header.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: 'Faça login para continuar.',
  // A newer sign-in past MAX_SESSIONS_PER_MEMBER ended this device's session.
  sessionReplaced: 'Sua conta foi acessada em outro dispositivo',
  adminOnly: 'Apenas administradores podem acessar este recurso.',
  // ADMIN_TWO_FACTOR=required and this admin has not enrolled yet.
  twoFactorRequired: 'Ative a verificação em duas etapas para acessar a área administrativa.',
  // The sign-in's code step without its (10-minute) challenge: start again with e-mail and password.
  twoFactorExpired: 'Sua tentativa de login expirou. Entre com email e senha de novo.',
  // Application settings (the one-time-code secret, the tool credentials).
  settingsAdminOnly: 'Apenas administradores podem alterar configurações',
  subscriptionRequired: 'Você precisa de uma assinatura ativa para acessar este recurso.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  tooLarge: 'A requisição é grande demais.',
  notFound: 'Recurso não encontrado.',
  // Meus dados: a data export that is not the caller's, not built yet or past its 24 hours.
  dataExportGone: DATA_EXPORT_MESSAGES.notAvailable,
  // Meus dados: "Excluir minha conta" is for members; an admin is deleted by another admin.
  adminOwnDeletion: 'Administradores não excluem a própria conta aqui. Peça a outro administrador.',
  unexpected: 'Erro inesperado. Tente novamente mais tarde.',
  rateLimited: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  foreignOrigin: 'Requisição recusada: ela veio de outro site.',
  // A payment webhook without the platform's token or signature.
  webhookRejected: 'Webhook recusado: token ou assinatura inválidos.',
  // PostgreSQL unreachable (restart, network): 503 until it is back.
  databaseUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em alguns segundos.',
  // The file storage (S3) unreachable.
  storageUnavailable:
    'O armazenamento de arquivos está temporariamente indisponível. Tente novamente em alguns segundos.',
  // The node is stopping; the load balancer sends requests to the others.
  draining: 'Este servidor está sendo reiniciado. Tente novamente em alguns segundos.',
  // /metrics without METRICS_TOKEN as its bearer token.
  metricsTokenRejected: 'Métricas recusadas: envie Authorization: Bearer com o METRICS_TOKEN.',
} as const;

/** Every error leaves as JSON with a pt-BR `message`; only unexpected ones are 500 and logged as errors. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      if (error.status !== 429) return c.json({ message: error.message, code: error.code }, error.status);
      // The wait travels in its own field; on the wire it stays what clients always read: the
      // Retry-After header (a minute when unknown) and, when known, the code `rate_limited:<seconds>`.
      const seconds = error.retryAfterSeconds;
      c.header('retry-after', String(seconds ?? 60));
      const code = seconds === undefined ? error.code : `${error.code}:${seconds}`;
      return c.json({ message: error.message, code }, error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's validator raises this for unparsable JSON bodies.
      const message =
        error.status === 400
          ? MESSAGES.malformedJson
          : error.status === 413
            ? MESSAGES.tooLarge
            : error.message;
      return c.json({ message }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours; the caller may retry, and the node recovers on its own.
      logger.warn({ err: error, path: c.req.path, requestId: c.get('requestId') }, 'database unavailable');
      c.header('retry-after', '5');
      return c.json({ message: MESSAGES.databaseUnavailable, code: 'database_unavailable' }, 503);
    }
    logger.error({ err: error, path: c.req.path, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ message: MESSAGES.unexpected }, 500);
  };
}
