import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { libraryGridQueryOptions } from './list-library';

/** A download: the server counts it, then answers the file's address. */
export const downloadLibraryItem = (id: string) =>
  unwrap(api.library[':id'].download.$post({ param: { id } }));

export function useDownloadLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadLibraryItem,
    // The list reloads after a download (new counts).
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryGridQueryOptions.queryKey }),
  });
}
