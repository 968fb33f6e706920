import { APIError } from 'better-auth/api';
import { PASSWORD_MESSAGES } from '../../../shared/schemas/fields';
import { AppError, MESSAGES } from '../../platform/http/app-error';

export const WRONG_CREDENTIALS =
  'Email ou senha incorretos. Se a conta é nova, confirme o email pelo link que enviamos.';

// Better Auth speaks English codes; members read these, the backend's message in pt-BR
// (docs/product.md#error-messages).
const PT_BR: Record<string, string> = {
  // Also the answer for an unconfirmed account's right password (unconfirmedAsWrongCredentials).
  INVALID_EMAIL_OR_PASSWORD: WRONG_CREDENTIALS,
  EMAIL_NOT_VERIFIED: 'Confirme seu email antes de entrar. Enviamos um novo link de confirmação.',
  USER_ALREADY_EXISTS: 'Este email já está cadastrado.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Este email já está cadastrado.',
  INVALID_PASSWORD: 'Senha atual incorreta.',
  PASSWORD_TOO_SHORT: PASSWORD_MESSAGES.tooShort,
  PASSWORD_TOO_LONG: 'A senha é longa demais.',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo.',
  TOKEN_EXPIRED: 'Link inválido ou expirado. Peça um novo.',
  BANNED_USER: 'Sua conta está suspensa. Fale com o suporte.',
  INVALID_EMAIL: 'Informe um email válido.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta conta não tem senha cadastrada.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta.',
  // Two-factor (features/two-factor).
  INVALID_CODE: 'Código inválido. Confira o aplicativo e tente de novo.',
  INVALID_BACKUP_CODE: 'Código de recuperação inválido ou já usado.',
  INVALID_TWO_FACTOR_COOKIE: MESSAGES.twoFactorExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Muitas tentativas. Entre com email e senha de novo.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Muitas tentativas erradas. Aguarde 15 minutos e tente de novo.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativa.',
  TOTP_NOT_ENABLED: 'Comece a ativação da verificação em duas etapas de novo.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativa.',
};

/** Turns a Better Auth failure into an AppError with a Portuguese message; rethrows anything else. */
export function translateAuthError(error: unknown): never {
  if (error instanceof APIError) {
    const code = typeof error.body?.code === 'string' ? error.body.code : '';
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    throw new AppError(status as 400, PT_BR[code] ?? MESSAGES.unexpected, code || undefined);
  }
  throw error;
}

/**
 * Sign-in's answer for an account waiting for its confirmation: the same 401 as a wrong password
 * (Better Auth has re-sent the confirmation by then), so whoever signs up with an address and then
 * signs in learns nothing about whether it was taken (docs/decisions/030-sign-up-that-guides.md).
 */
export function unconfirmedAsWrongCredentials(error: unknown): never {
  if (error instanceof APIError && error.body?.code === 'EMAIL_NOT_VERIFIED') {
    throw new APIError('UNAUTHORIZED', {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  }
  throw error;
}
