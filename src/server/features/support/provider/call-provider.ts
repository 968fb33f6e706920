import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';
import type { Assistant, ChatMessage } from '../../../../shared/schemas/support';
import type { Deps } from '../../../app-env';
import { askOpenAiCompatible, type ProviderLimits } from '../assistant/openai-compatible';
import { getAssistantSettings, type ProviderSettings, saveProviderHealth } from '../data/assistant-settings';
import { dnsGuardedFetch } from './dns-guarded-fetch';
import { classifyProviderFailure } from './provider-failure';

type CallOptions = {
  assistant: Assistant;
  provider: ProviderSettings;
  apiKey: string;
  model: string;
  limits: ProviderLimits;
  instructions: string;
  messages: ChatMessage[];
  /** A connection test always records its outcome; a chat only when it changes or goes stale. */
  always?: boolean;
};

export type ProviderOutcome =
  | { status: 'ok'; text: string }
  | { status: Exclude<ProviderHealth, 'ok'>; detail: string };

// A chat's success is recorded at most this often: the badge stays fresh without a write per chat.
const REFRESH_MS = 60_000;

/**
 * One call to an assistant's OpenAI-compatible API: through the fetch that refuses
 * internal addresses unless ASSISTANT_ALLOW_PRIVATE_URLS, its outcome recorded as the API's health
 * and a failure logged with the provider's text redacted.
 */
export function createProviderCall(deps: Pick<Deps, 'database' | 'env' | 'logger'>) {
  const { db } = deps.database;
  const fetch = deps.env.ASSISTANT_ALLOW_PRIVATE_URLS ? undefined : dnsGuardedFetch();

  const record = async ({ assistant, provider, always }: CallOptions, outcome: ProviderOutcome) => {
    const detail = outcome.status === 'ok' ? null : outcome.detail;
    const stored = provider.health;
    const fresh =
      stored?.status === outcome.status &&
      stored.detail === detail &&
      Date.now() - stored.at.getTime() < REFRESH_MS;
    if (always || !fresh)
      await saveProviderHealth({ db, assistant, health: { status: outcome.status, detail } });
  };

  return async function callProvider(options: CallOptions): Promise<ProviderOutcome> {
    const { assistant, provider, apiKey } = options;
    let outcome: ProviderOutcome;
    try {
      const text = await askOpenAiCompatible({
        config: { baseUrl: provider.baseUrl, apiKey, model: options.model, fetch },
        limits: options.limits,
        instructions: options.instructions,
        messages: options.messages,
      });
      outcome = { status: 'ok', text };
    } catch (error) {
      outcome = classifyProviderFailure(error, [apiKey]);
      deps.logger.warn({ assistant, health: outcome.status, error: outcome.detail }, 'assistant API failed');
    }
    await record(options, outcome);
    return outcome;
  };
}

// A test answers quickly or says the API is unreachable: no retry, and at most this long.
const TEST_TIMEOUT_MS = 8_000;
const PING = 'Teste de conexão do painel: responda apenas "ok".';

/**
 * "Testar conexão": one real call to an assistant's configured API, recorded as its
 * health. Null when no API is configured (nothing to test).
 */
export function createConnectionTest(deps: Pick<Deps, 'database' | 'env' | 'logger' | 'secretBox'>) {
  const callProvider = createProviderCall(deps);
  const limits = { timeoutMs: Math.min(deps.env.ASSISTANT_TIMEOUT_MS, TEST_TIMEOUT_MS), maxRetries: 0 };

  return async function testConnection(assistant: Assistant): Promise<ProviderOutcome | null> {
    const provider = (await getAssistantSettings({ db: deps.database.db }))[assistant];
    const apiKey = provider.sealedKey ? deps.secretBox.open(provider.sealedKey) : null;
    if (!apiKey || !provider.id) return null;
    return callProvider({
      assistant,
      provider,
      apiKey,
      model: provider.id,
      limits,
      instructions: PING,
      messages: [{ role: 'user', content: PING }],
      always: true,
    });
  };
}
