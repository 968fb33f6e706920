import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionInput } from '../../../../shared/schemas/my-data';
import { api, unwrap } from '../../../lib/api';

// "Excluir minha conta": the server ends every session, so nothing cached is worth keeping after it.
export const requestAccountDeletion = (input: AccountDeletionInput) =>
  unwrap(api.me['account-deletion'].$post({ json: input }));

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });
