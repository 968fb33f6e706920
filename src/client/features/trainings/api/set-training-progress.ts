import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { TRAININGS_KEY } from './list-trainings';

export const setTrainingProgress = ({ id, watched }: { id: string; watched: boolean }) =>
  unwrap(api.trainings[':id'].progress.$put({ param: { id }, json: { watched } }));

export function useSetTrainingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTrainingProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAININGS_KEY }),
  });
}
