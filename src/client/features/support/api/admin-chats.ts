import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

// The admin's chat logs (Logs do Suporte). The API keeps its first path, /sessions.

export const adminChatsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'support', 'chats', page],
    queryFn: () => unwrap(api.admin.support.sessions.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export const useAdminChats = (page: number) => useQuery(adminChatsQueryOptions(page));

export const adminChatQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: ['admin', 'support', 'chat', chatId],
    queryFn: () => unwrap(api.admin.support.sessions[':chatId'].$get({ param: { chatId } })),
  });

/** Every message of one chat, loaded when its dialog opens. */
export const useAdminChat = (chatId: string | null) =>
  useQuery({ ...adminChatQueryOptions(chatId ?? ''), enabled: chatId !== null });
