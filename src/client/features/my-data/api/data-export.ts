import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportView } from '../../../../shared/schemas/my-data';
import { api, unwrap } from '../../../lib/api';

// Meus dados → "Baixar meus dados": the member's newest request, asked again while it is built.
const DATA_EXPORT_KEY = ['me', 'data-export'] as const;
const WHILE_BUILDING_MS = 2_000;

export const dataExportQuery = queryOptions({
  queryKey: DATA_EXPORT_KEY,
  queryFn: () => unwrap(api.me['data-export'].$get()),
  refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? WHILE_BUILDING_MS : false),
});

export const useDataExport = () => useQuery(dataExportQuery);

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me['data-export'].$post()),
    onSuccess: (result) => queryClient.setQueryData(DATA_EXPORT_KEY, result),
  });
}

/** Where a built file downloads from (a plain link: the browser saves it). */
export const dataExportFileUrl = (request: DataExportView, file: string) =>
  `/api/me/data-export/${request.id}/${file}`;
