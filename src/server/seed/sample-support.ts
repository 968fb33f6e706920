import type { Assistant, KnowledgeAudience } from '../../shared/schemas/support';
import { createChatId } from '../../shared/support-chat';
import type { Deps } from '../app-env';
import { createSupportAssistant, recordChatMessages } from '../features/support';

type Conversation = { userId: string | null; assistant: Assistant; questions: string[] };
// The general chat's signed-in demo people are answered as members, the tools chat's as subscribers.
const READERS: Record<Assistant, (userId: string | null) => KnowledgeAudience> = {
  general: (userId) => (userId === null ? 'visitors' : 'members'),
  tools: () => 'subscribers',
};

/**
 * Demo support history (`npm run seed:demo`): conversations answered by the real offline
 * assistant and logged the way the chats log them, one ending in a pending ticket. Only on a
 * database with no chat logged yet.
 */
export async function seedSampleSupport(deps: Deps, people: { subscriber: string; member: string }) {
  const { db } = deps.database;
  if (await db.selectFrom('support_sessions').select('session_id').limit(1).executeTakeFirst()) return;
  const reply = createSupportAssistant(deps);
  const conversations: Conversation[] = [
    {
      userId: null,
      assistant: 'general',
      questions: ['quanto custa o plano anual?', 'da pra pagar no pix?'],
    },
    {
      userId: people.subscriber,
      assistant: 'tools',
      questions: ['onde gero o codigo de verificacao?', 'obrigado!'],
    },
    {
      userId: people.member,
      assistant: 'general',
      questions: ['minha conta caiu e pede login de novo', 'quero falar com um atendente'],
    },
  ];
  for (const { userId, assistant, questions } of conversations) {
    const chatId = createChatId();
    const messages: { role: 'user' | 'assistant'; content: string }[] = [];
    for (const question of questions) {
      messages.push({ role: 'user', content: question });
      const answer = await reply({ assistant, messages, reader: READERS[assistant](userId) });
      messages.push({ role: 'assistant', content: answer.text });
      await recordChatMessages({
        db,
        chatId,
        userId,
        assistant,
        userMessage: question,
        assistantMessage: answer.text,
        openTicket: answer.openTicket,
      });
    }
  }
}
