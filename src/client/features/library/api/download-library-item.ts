import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { libraryGridQueryOptions } from './list-library';

/** SPEC §7 increment_download_count: the server counts, then answers the file's address. */
export const downloadLibraryItem = (id: string) =>
  unwrap(api.library[':id'].download.$post({ param: { id } }));

export function useDownloadLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadLibraryItem,
    // SPEC §7: the list reloads after a download (new counts).
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryGridQueryOptions.queryKey }),
  });
}
