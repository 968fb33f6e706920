import type { ExtendAccessInput } from '../../../../shared/schemas/subscriptions';
import { api, unwrap } from '../../../lib/api';
import { useAdminChange } from './use-admin-change';

// The member page's own actions (each confirmed on the page, audited on the server).

const param = (id: string) => ({ param: { id } });

/** "+N dias": runs the current grant on, or gives a courtesy grant from today. */
export const useExtendAccess = (userId: string) =>
  useAdminChange((input: ExtendAccessInput) =>
    unwrap(api.admin.users[':id'].subscription.extend.$post({ ...param(userId), json: input })),
  );

/** Resends the set-password link or the address confirmation (queued by the server). */
export const useResendAccessMail = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id']['access-mail'].$post(param(userId))));

/** Encerrar sessões: every device of the member is signed out. */
export const useEndMemberSessions = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].sessions.end.$post(param(userId))));
