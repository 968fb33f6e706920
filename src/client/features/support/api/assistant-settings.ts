import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Assistant,
  AssistantSettingsInput,
  AssistantSettingsView,
} from '../../../../shared/schemas/support';
import { ApiError, api, unwrap } from '../../../lib/api';

const endpoint = api.admin.support.assistants[':assistant'];

export const assistantSettingsQueryOptions = (assistant: Assistant) =>
  queryOptions({
    queryKey: ['admin', 'support', 'assistant', assistant],
    queryFn: () => unwrap(endpoint.$get({ param: { assistant } })),
  });

export const useAssistantSettings = (assistant: Assistant) =>
  useQuery(assistantSettingsQueryOptions(assistant));

/** Every answer about an assistant's settings carries them anew: the cached ones are replaced. */
function useSettingsMutation<TInput, TResult extends { settings: AssistantSettingsView }>(
  assistant: Assistant,
  request: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) =>
      queryClient.setQueryData(assistantSettingsQueryOptions(assistant).queryKey, {
        settings: result.settings,
      }),
  });
}

// Saving is refused to non-admins with these words (the server's 403 is generic).
const ADMINS_ONLY: Record<Assistant, string> = {
  general: 'Apenas administradores podem alterar configurações do assistente',
  tools: 'Apenas administradores podem alterar configurações do assistente de ferramentas',
};

const saveSettings = (assistant: Assistant, input: AssistantSettingsInput) =>
  unwrap(endpoint.$put({ param: { assistant }, json: input })).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 403
      ? new ApiError(403, ADMINS_ONLY[assistant])
      : error;
  });
const removeSettings = (assistant: Assistant) => unwrap(endpoint.$delete({ param: { assistant } }));
const testConnection = (assistant: Assistant) => unwrap(endpoint.test.$post({ param: { assistant } }));

/** Saves the API settings of one assistant; the answer carries the masked key, never the key. */
export const useSaveAssistantSettings = (assistant: Assistant) =>
  useSettingsMutation(assistant, (input: AssistantSettingsInput) => saveSettings(assistant, input));

/** Removes the API: the assistant answers offline again. */
export const useRemoveAssistantSettings = (assistant: Assistant) =>
  useSettingsMutation(assistant, () => removeSettings(assistant));

/** One real call to the saved API; its outcome is also the badge's. */
export const useTestAssistantConnection = (assistant: Assistant) =>
  useSettingsMutation(assistant, () => testConnection(assistant));
