// docs/decisions/014-support-assistant.md: the health of an assistant's OpenAI-compatible API is
// its last real outcome, of a "Testar conexão" or of a chat call, never just "a key is saved".

export const PROVIDER_HEALTHS = ['ok', 'unreachable', 'unauthorized', 'blocked', 'error'] as const;
export type ProviderHealth = (typeof PROVIDER_HEALTHS)[number];

/**
 * Who wrote a logged reply: the API, the offline assistant by choice (no API configured, or a
 * request for a person), or the offline assistant because the API failed ('fallback').
 */
export type ReplySource = 'offline' | 'api' | 'fallback';

export type ProviderHealthView = {
  status: ProviderHealth;
  /** A short, redacted reason (HTTP status, the provider's words) for an admin; never a key. */
  detail: string | null;
  checkedAt: string;
};

/** The badge's words, short enough for a badge. */
export const HEALTH_LABELS: Record<ProviderHealth, string> = {
  ok: 'API funcionando',
  unreachable: 'API fora do ar',
  unauthorized: 'Chave recusada',
  blocked: 'Endereço bloqueado',
  error: 'API com erro',
};

/** What a connection test says, in full. */
export const HEALTH_MESSAGES: Record<ProviderHealth, string> = {
  ok: 'Conexão funcionando: a API respondeu.',
  unreachable:
    'Não foi possível conectar: a API não respondeu a tempo ou o endereço está fora do ar. Confira a URL.',
  unauthorized: 'A API recusou a chave (401/403). Confira a chave e salve de novo.',
  blocked: 'O endereço da API aponta para uma rede interna e foi bloqueado.',
  error: 'A API respondeu com erro. Confira o modelo ou o ID do assistente.',
};
