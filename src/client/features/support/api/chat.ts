import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Assistant, ChatRequest } from '../../../../shared/schemas/support';
import { api, unwrap } from '../../../lib/api';

// The member's side of the two assistant chats (/suporte and /suporte/ferramentas).

/** Sends a question with the chat's latest messages; the answer is `response`. */
export const sendChatMessage = (assistant: Assistant, request: ChatRequest) =>
  assistant === 'tools'
    ? unwrap(api.support.tools.chat.$post({ json: request }))
    : unwrap(api.support.chat.$post({ json: request }));

export const useSendChatMessage = (assistant: Assistant) =>
  useMutation({ mutationFn: (request: ChatRequest) => sendChatMessage(assistant, request) });

const fetchCurrent = (assistant: Assistant) =>
  assistant === 'tools'
    ? unwrap(api.support.tools.chat.current.$get())
    : unwrap(api.support.chat.current.$get());

export const currentChatQueryOptions = (assistant: Assistant) =>
  queryOptions({
    queryKey: ['support', 'current-chat', assistant],
    queryFn: () => fetchCurrent(assistant),
    // Read once when the chat mounts; from then on the chat itself is the truth.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** The member's chat with this assistant, restored after a reload. */
export const useCurrentChat = (assistant: Assistant) => useQuery(currentChatQueryOptions(assistant));
