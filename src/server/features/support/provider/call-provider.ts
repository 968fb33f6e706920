import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';
import type { Assistant, ChatTurn } from '../../../../shared/schemas/support';
import type { Deps } from '../../../app-env';
import { askOpenAiCompatible, type ProviderLimits } from '../assistant/openai-compatible';
import type { ProviderSettings } from '../data/get-assistant-settings';
import { saveProviderHealth } from '../data/save-provider-health';
import { dnsGuardedFetch } from './dns-guarded-fetch';
import { classifyProviderFailure } from './provider-failure';

type CallOptions = {
  assistant: Assistant;
  provider: ProviderSettings;
  apiKey: string;
  model: string;
  limits: ProviderLimits;
  instructions: string;
  turns: ChatTurn[];
  /** A connection test always records its outcome; a chat only when it changes or goes stale. */
  always?: boolean;
};

export type ProviderOutcome =
  | { status: 'ok'; text: string }
  | { status: Exclude<ProviderHealth, 'ok'>; detail: string };

// A chat's success is recorded at most this often: the badge stays fresh without a write per chat.
const REFRESH_MS = 60_000;

/**
 * One call to an assistant's OpenAI-compatible API (issue 18 §6–7): through the fetch that refuses
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
        turns: options.turns,
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
