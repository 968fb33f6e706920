import type OpenAI from 'openai';
import { CHAT_REPLY_MAX, type ChatTurn } from '../../../../shared/schemas/support';

type ProviderConfig = {
  baseUrl: string | null;
  apiKey: string;
  model: string;
  /** Issue 18 §7: the fetch that refuses internal addresses at call time (dns-guarded-fetch.ts). */
  fetch?: typeof fetch;
};
export type ProviderLimits = { timeoutMs: number; maxRetries: number };

/** OpenAI's Assistants API ids; anything else is a model name for chat completions. */
const ASSISTANT_ID = /^asst_/;

// The SDK is loaded when an operator's API is first asked, not at start (about 7 MB of memory
// a hub on the offline assistant never needs).
const clientFor = async (config: ProviderConfig, limits: ProviderLimits) =>
  new (await import('openai')).default({
    apiKey: config.apiKey,
    baseURL: config.baseUrl || undefined,
    timeout: limits.timeoutMs,
    maxRetries: limits.maxRetries,
    ...(config.fetch && { fetch: config.fetch }),
  });

/**
 * One answer from any OpenAI-compatible API (DECISIONS stack: base URL, key, model or assistant
 * id). The SDK retries connection errors, 408, 429 and 5xx with back-off; each attempt is bounded
 * by the timeout. Throws when no usable text comes back, so the caller can fall back.
 */
export async function askOpenAiCompatible({
  config,
  limits,
  instructions,
  turns,
}: {
  config: ProviderConfig;
  limits: ProviderLimits;
  instructions: string;
  turns: ChatTurn[];
}): Promise<string> {
  const client = await clientFor(config, limits);
  const text = ASSISTANT_ID.test(config.model)
    ? await askAssistant(client, config.model, turns, limits)
    : await askChatCompletion(client, config.model, instructions, turns);
  const reply = text?.trim();
  if (!reply) throw new Error('the assistant API returned no text');
  return reply.slice(0, CHAT_REPLY_MAX);
}

async function askChatCompletion(client: OpenAI, model: string, instructions: string, turns: ChatTurn[]) {
  const completion = await client.chat.completions.create({
    model,
    messages: [{ role: 'system', content: instructions }, ...turns],
  });
  return completion.choices[0]?.message?.content;
}

// An Assistants API assistant keeps the instructions its owner wrote on OpenAI's side.
async function askAssistant(client: OpenAI, assistantId: string, turns: ChatTurn[], limits: ProviderLimits) {
  // A run polls until it finishes: bounded as a whole, not only per request.
  const signal = AbortSignal.timeout(limits.timeoutMs * (limits.maxRetries + 1));
  const run = await client.beta.threads.createAndRunPoll(
    { assistant_id: assistantId, thread: { messages: turns } },
    { signal, pollIntervalMs: 500 },
  );
  if (run.status !== 'completed') throw new Error(`assistant run ended as ${run.status}`);
  const messages = await client.beta.threads.messages.list(
    run.thread_id,
    { run_id: run.id, order: 'desc', limit: 1 },
    { signal },
  );
  const content = messages.data[0]?.content ?? [];
  return content.flatMap((part) => (part.type === 'text' ? [part.text.value] : [])).join('\n');
}
