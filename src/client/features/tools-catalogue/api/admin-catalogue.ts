import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ToolForm, ToolStatusForm } from '../../../../shared/schemas/tools-catalogue';
import { api, unwrap } from '../../../lib/api';
import { CATALOGUE } from './catalogue';

// The operator's /admin/ferramentas. Every change refreshes the subscribers' list too.

/** The whole catalogue, inactive tools too (admins). */
export const useAdminToolsCatalogue = () =>
  useQuery({
    queryKey: [...CATALOGUE, 'admin'],
    queryFn: () => unwrap(api.admin['tools-catalogue'].$get()),
  });

const useCatalogueChange = <TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE }),
  });
};

/** Adds a tool (no id) or saves one. */
export const useSaveTool = (id?: string) =>
  useCatalogueChange((json: ToolForm) =>
    id
      ? unwrap(api.admin['tools-catalogue'][':id'].$put({ param: { id }, json }))
      : unwrap(api.admin['tools-catalogue'].$post({ json })),
  );

export const useSetToolStatus = (id: string) =>
  useCatalogueChange((json: ToolStatusForm) =>
    unwrap(api.admin['tools-catalogue'][':id'].status.$put({ param: { id }, json })),
  );

export const useDeleteTool = () =>
  useCatalogueChange((id: string) => unwrap(api.admin['tools-catalogue'][':id'].$delete({ param: { id } })));
