import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { ADMIN_LIBRARY_KEY } from './admin-library';

export const setLibraryItemStatus = ({ id, isActive }: { id: string; isActive: boolean }) =>
  unwrap(api.admin.library[':id'].status.$patch({ param: { id }, json: { isActive } }));

export const deleteLibraryItem = (id: string) => unwrap(api.admin.library[':id'].$delete({ param: { id } }));

/** Any change refreshes the admin list and the member grid. */
export function useLibraryChange<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_LIBRARY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['library'] }),
      ]);
    },
  });
}

export const useSetLibraryItemStatus = () => useLibraryChange(setLibraryItemStatus);
export const useDeleteLibraryItem = () => useLibraryChange(deleteLibraryItem);
