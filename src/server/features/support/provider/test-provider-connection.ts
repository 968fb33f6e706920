import type { Assistant } from '../../../../shared/schemas/support';
import type { Deps } from '../../../app-env';
import { getAssistantSettings } from '../data/get-assistant-settings';
import { createProviderCall, type ProviderOutcome } from './call-provider';

// A test answers quickly or says the API is unreachable: no retry, and at most this long.
const TEST_TIMEOUT_MS = 8_000;
const PING = 'Teste de conexão do painel: responda apenas "ok".';

/**
 * Issue 18 §6 "Testar conexão": one real call to an assistant's configured API, recorded as its
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
      turns: [{ role: 'user', content: PING }],
      always: true,
    });
  };
}
