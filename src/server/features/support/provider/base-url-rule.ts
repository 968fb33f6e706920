import { isInternalHost } from './private-address';

export const BASE_URL_MESSAGES = {
  https: 'A URL da API deve começar com https://.',
  internal:
    'A URL da API não pode apontar para a rede interna (localhost, 127.0.0.1, 10.x, 192.168.x, 169.254.x…). ' +
    'Para um modelo na sua rede, o operador define ASSISTANT_ALLOW_PRIVATE_URLS=true.',
  invalid: 'Informe uma URL válida (https://…).',
} as const;

/**
 * Issue 18 §7: why a base URL may not be used, or null when it may. Empty means OpenAI's own.
 * With private URLs allowed (a self-hosted model on the LAN), http and internal hosts pass.
 */
export function baseUrlProblem(baseUrl: string | null, { allowPrivate }: { allowPrivate: boolean }) {
  if (!baseUrl || allowPrivate) return null;
  if (!URL.canParse(baseUrl)) return BASE_URL_MESSAGES.invalid;
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:') return BASE_URL_MESSAGES.https;
  return isInternalHost(url.hostname) ? BASE_URL_MESSAGES.internal : null;
}
