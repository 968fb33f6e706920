import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
