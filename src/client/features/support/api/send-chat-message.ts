import { useMutation } from '@tanstack/react-query';
import type { Assistant, ChatRequest } from '../../../../shared/schemas/support';
import { api, unwrap } from '../../../lib/api';

// SPEC §7 chat-assistant and tools-assistant: the answer is `response`.
export const sendChatMessage = (assistant: Assistant, request: ChatRequest) =>
  assistant === 'tools'
    ? unwrap(api.support.tools.chat.$post({ json: request }))
    : unwrap(api.support.chat.$post({ json: request }));

export const useSendChatMessage = (assistant: Assistant) =>
  useMutation({ mutationFn: (request: ChatRequest) => sendChatMessage(assistant, request) });
