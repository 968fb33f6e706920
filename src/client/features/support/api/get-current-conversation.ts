import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assistant } from '../../../../shared/schemas/support';
import { api, unwrap } from '../../../lib/api';

const fetchCurrent = (assistant: Assistant) =>
  assistant === 'tools'
    ? unwrap(api.support.tools.chat.current.$get())
    : unwrap(api.support.chat.current.$get());

export const currentConversationQueryOptions = (assistant: Assistant) =>
  queryOptions({
    queryKey: ['support', 'current-conversation', assistant],
    queryFn: () => fetchCurrent(assistant),
    // Read once when the chat mounts; from then on the chat itself is the truth.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** Issue 18 §5: the member's conversation with this assistant, restored after a reload. */
export const useCurrentConversation = (assistant: Assistant) =>
  useQuery(currentConversationQueryOptions(assistant));
