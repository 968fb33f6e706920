import { useEffect, useRef, useState } from 'react';
import type { Assistant, ChatTurn } from '../../../../shared/schemas/support';
import type { CurrentConversation } from '../../../../shared/schemas/support-tickets';
import { CHAT_TEXTS, chatContext, createChatSessionId } from '../../../../shared/support-chat';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useCurrentConversation } from '../api/get-current-conversation';
import { useSendChatMessage } from '../api/send-chat-message';

/** SPEC §3 chat message (client side only). */
export type ChatMessage = { id: number; type: 'bot' | 'user'; content: string; timestamp: Date };

const toTurn = (message: ChatMessage): ChatTurn => ({
  role: message.type === 'user' ? 'user' : 'assistant',
  content: message.content,
});

const toMessages = (turns: CurrentConversation['turns'], firstId: number): ChatMessage[] =>
  turns.map((turn, i) => ({
    id: firstId + i,
    type: turn.role === 'user' ? 'user' : 'bot',
    content: turn.content,
    timestamp: new Date(turn.createdAt),
  }));

type ChatOptions = {
  /** A reply opened (or added to) a ticket: "Meus chamados" refreshes. */
  onTicket?: () => void;
};

/**
 * SPEC §4 chat: sending adds the member's message and waits (typing dots, input and send
 * disabled); the reply is appended, or on failure the §8 toast and the fixed apology.
 * Issue 18 §5: the member's current conversation comes back from the server after a reload and
 * continues in the same session, unless they already wrote before it arrived.
 */
export function useChat(assistant: Assistant, greeting: string, { onTicket }: ChatOptions = {}) {
  const [sessionId, setSessionId] = useState(() => createChatSessionId());
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 1, type: 'bot', content: greeting, timestamp: new Date() },
  ]);
  const nextId = useRef(2);
  const send = useSendChatMessage(assistant);
  const current = useCurrentConversation(assistant).data;

  useEffect(() => {
    if (!current?.sessionId || current.turns.length === 0 || nextId.current !== 2) return;
    const restored = toMessages(current.turns, nextId.current);
    nextId.current += restored.length;
    setSessionId(current.sessionId);
    setMessages((shown) => [...shown.slice(0, 1), ...restored]);
  }, [current]);

  const append = (type: ChatMessage['type'], content: string) => {
    const message = { id: nextId.current++, type, content, timestamp: new Date() };
    setMessages((shown) => [...shown, message]);
    return message;
  };

  /** SPEC §5: a blank message, or one sent while a reply is pending, is ignored. */
  const submit = (text: string) => {
    const content = text.trim();
    if (!content || send.isPending) return false;
    const question = append('user', content);
    const history = chatContext([...messages, question].map(toTurn));
    send.mutate(
      { sessionId, messages: history },
      {
        onSuccess: ({ response, ticketOpened }) => {
          append('bot', response);
          if (ticketOpened) onTicket?.();
        },
        onError: (error) => {
          // Issue 18 §7: past the member's chat limit, the server's words say how long to wait.
          const limit = error instanceof ApiError && error.status === 429 ? error.message : null;
          toast({ title: 'Erro', description: limit ?? CHAT_TEXTS.errorToast, variant: 'destructive' });
          append('bot', limit ?? CHAT_TEXTS.errorApology);
        },
      },
    );
    return true;
  };

  return { messages, waiting: send.isPending, submit };
}
