import type OpenAI from 'openai';
import { type Assistant, CHAT_REPLY_MAX, type ChatMessage } from '../../../../shared/schemas/support';
import { fillPlaceholders, type ReplyContext } from '../../../../shared/support-chat';
import type { KnowledgeMatch } from './knowledge-index';

type ProviderConfig = {
  baseUrl: string | null;
  apiKey: string;
  model: string;
  /** The fetch that refuses internal addresses at call time (dns-guarded-fetch.ts). */
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
 * One answer from any OpenAI-compatible API (base URL, key, model or assistant id:
 * docs/decisions/014-support-assistant.md). The SDK retries connection errors, 408, 429 and 5xx
 * with back-off; each attempt is bounded by the timeout. Throws when no usable text comes back, so the caller can fall back.
 */
export async function askOpenAiCompatible({
  config,
  limits,
  instructions,
  messages,
}: {
  config: ProviderConfig;
  limits: ProviderLimits;
  instructions: string;
  messages: ChatMessage[];
}): Promise<string> {
  const client = await clientFor(config, limits);
  const text = ASSISTANT_ID.test(config.model)
    ? await askAssistant(client, config.model, messages, limits)
    : await askChatCompletion(client, config.model, instructions, messages);
  const reply = text?.trim();
  if (!reply) throw new Error('the assistant API returned no text');
  return reply.slice(0, CHAT_REPLY_MAX);
}

async function askChatCompletion(
  client: OpenAI,
  model: string,
  instructions: string,
  messages: ChatMessage[],
) {
  const completion = await client.chat.completions.create({
    model,
    messages: [{ role: 'system', content: instructions }, ...messages],
  });
  return completion.choices[0]?.message?.content;
}

// An Assistants API assistant keeps the instructions its owner wrote on OpenAI's side.
async function askAssistant(
  client: OpenAI,
  assistantId: string,
  messages: ChatMessage[],
  limits: ProviderLimits,
) {
  // A run polls until it finishes: bounded as a whole, not only per request.
  const signal = AbortSignal.timeout(limits.timeoutMs * (limits.maxRetries + 1));
  const run = await client.beta.threads.createAndRunPoll(
    { assistant_id: assistantId, thread: { messages } },
    { signal, pollIntervalMs: 500 },
  );
  if (run.status !== 'completed') throw new Error(`assistant run ended as ${run.status}`);
  const answers = await client.beta.threads.messages.list(
    run.thread_id,
    { run_id: run.id, order: 'desc', limit: 1 },
    { signal },
  );
  const content = answers.data[0]?.content ?? [];
  return content.flatMap((part) => (part.type === 'text' ? [part.text.value] : [])).join('\n');
}

/** What the API model answers when the knowledge given to it does not cover the question. */
export const UNKNOWN_MARKER = '[ATENDENTE]';

const ROLE: Record<Assistant, string> = {
  general: 'o assistente de suporte técnico',
  tools: 'o assistente de suporte das ferramentas (para assinantes)',
};

/**
 * The system prompt for an OpenAI-compatible model: the product, the house style (pt-BR, short,
 * **bold** only for page and button names) and the knowledge-base articles closest to the
 * question, so its answers stay grounded in the operator's own texts.
 */
export function buildInstructions(assistant: Assistant, matches: KnowledgeMatch[], ctx: ReplyContext) {
  const knowledge = matches
    .map(({ article }) => `### ${article.title}\n${fillPlaceholders(article.answer, ctx)}`)
    .join('\n\n');
  return [
    `Você é ${ROLE[assistant]} do ${ctx.appName}, uma assinatura brasileira que dá acesso a mais de 50 ferramentas premium por um navegador seguro.`,
    'Responda sempre em português do Brasil, em poucas frases ou passos numerados, com tom cordial.',
    'Use **negrito** só para nomes de páginas e botões (por exemplo **Conectar**). Não use HTML, links ou tabelas.',
    `Use apenas as informações abaixo. Se elas não responderem à pergunta, ou se a pessoa pedir um atendente, responda somente ${UNKNOWN_MARKER}.`,
    `Suporte humano: WhatsApp ${ctx.supportPhone}.`,
    knowledge ? `Informações:\n\n${knowledge}` : 'Informações: nenhuma.',
  ].join('\n');
}
