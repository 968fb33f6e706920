import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeResponse, CredentialGroup } from '../../../../shared/schemas/tools-access';
import { api, unwrap } from '../../../lib/api';

/** Asks the server for the current one-time code; each request is recorded there. */
export const requestCode = (group: CredentialGroup): Promise<CodeResponse> =>
  group === 'tools'
    ? unwrap(api['tools-access'].code.$post())
    : unwrap(api['tools-access']['admin-access'].code.$post());

// Never cached past the dialog: opening it again asks anew (the server records and limits a
// browser once per code). No retry: a refused request (rate limit) would only be refused again.
export const codeQueryOptions = (group: CredentialGroup) =>
  queryOptions({
    queryKey: ['tools-access', 'code', group],
    queryFn: () => requestCode(group),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useCode = (group: CredentialGroup) => useQuery(codeQueryOptions(group));
