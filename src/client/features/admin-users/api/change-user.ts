import type { CreateUserInput, UpdateUserInput } from '../../../../shared/schemas/admin-users';
import { api, unwrap } from '../../../lib/api';
import { useAdminChange } from './use-admin-change';

export const useCreateUser = () =>
  useAdminChange((input: CreateUserInput) => unwrap(api.admin.users.$post({ json: input })));

export const useUpdateUser = (id: string) =>
  useAdminChange((input: UpdateUserInput) =>
    unwrap(api.admin.users[':id'].$patch({ param: { id }, json: input })),
  );

export const useDeleteUser = () =>
  useAdminChange((id: string) => unwrap(api.admin.users[':id'].$delete({ param: { id } })));
