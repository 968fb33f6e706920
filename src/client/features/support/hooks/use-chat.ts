import { useRef, useState } from 'react';
import type { Assistant, ChatTurn } from '../../../../shared/schemas/support';
import { CHAT_TEXTS, chatContext, createChatSessionId } from '../../../../shared/support-chat';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useSendChatMessage } from '../api/send-chat-message';

/** SPEC §3 chat message (client side only). */
export type ChatMessage = { id: number; type: 'bot' | 'user'; content: string; timestamp: Date };

const toTurn = (message: ChatMessage): ChatTurn => ({
  role: message.type === 'user' ? 'user' : 'assistant',
  content: message.content,
});

/**
 * SPEC §4 chat: sending adds the member's message and waits (typing dots, input and send
 * disabled); the reply is appended, or on failure the §8 toast and the fixed apology.
 */
export function useChat(assistant: Assistant, greeting: string) {
  const [sessionId] = useState(() => createChatSessionId());
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 1, type: 'bot', content: greeting, timestamp: new Date() },
  ]);
  const nextId = useRef(2);
  const send = useSendChatMessage(assistant);

  const append = (type: ChatMessage['type'], content: string) => {
    const message = { id: nextId.current++, type, content, timestamp: new Date() };
    setMessages((current) => [...current, message]);
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
        onSuccess: ({ response }) => append('bot', response),
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
