import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrainingValues } from '../../../../shared/schemas/trainings';
import { api, unwrap } from '../../../lib/api';
import { TRAININGS_KEY } from './list-trainings';

export const ADMIN_TRAININGS_KEY = ['admin', 'trainings'] as const;

export const adminTrainingsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_TRAININGS_KEY, 'list', { search, page }],
    queryFn: () =>
      unwrap(api.admin.trainings.$get({ query: { page: String(page), ...(search ? { search } : {}) } })),
    placeholderData: keepPreviousData,
  });

export const useAdminTrainings = (search: string, page: number) =>
  useQuery(adminTrainingsQueryOptions(search, page));

export const useAdminTraining = (id: string) =>
  useQuery({
    queryKey: [...ADMIN_TRAININGS_KEY, 'item', id],
    queryFn: () => unwrap(api.admin.trainings[':id'].$get({ param: { id } })),
    retry: false,
  });

/** Any change refreshes the admin list and the members' list. */
function useTrainingChange<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_TRAININGS_KEY }),
        queryClient.invalidateQueries({ queryKey: TRAININGS_KEY }),
      ]);
    },
  });
}

export function saveTraining({ id, values }: { id?: string; values: TrainingValues }) {
  // The form's parsed values carry an empty description as null; the API reads it as text.
  const json = { ...values, description: values.description ?? '' };
  return id
    ? unwrap(api.admin.trainings[':id'].$put({ param: { id }, json }))
    : unwrap(api.admin.trainings.$post({ json }));
}

export const useSaveTraining = () => useTrainingChange(saveTraining);
export const useSetTrainingStatus = () =>
  useTrainingChange(({ id, isActive }: { id: string; isActive: boolean }) =>
    unwrap(api.admin.trainings[':id'].status.$patch({ param: { id }, json: { isActive } })),
  );
export const useDeleteTraining = () =>
  useTrainingChange((id: string) => unwrap(api.admin.trainings[':id'].$delete({ param: { id } })));
