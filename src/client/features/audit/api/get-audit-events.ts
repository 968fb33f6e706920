import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditKind } from '../../../../shared/audit-actions';
import { api, unwrap } from '../../../lib/api';

/** `cursor`: where the page starts (from the previous answer); none is the newest page. */
type AuditFilter = {
  cursor?: string;
  actorId?: string;
  kind?: AuditKind;
  userId?: string;
  automatic?: boolean;
};
type AuditPage = { events: AuditEvent[]; nextCursor: string | null; prevCursor: string | null };

/** Every audit query starts here: a change elsewhere refetches the trail through this key. */
export const auditQueryKey = ['admin', 'audit'] as const;

export const auditQueryOptions = ({
  cursor = '',
  actorId = '',
  kind,
  userId = '',
  automatic = false,
}: AuditFilter) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'events', cursor, actorId, kind ?? '', userId, automatic],
    queryFn: (): Promise<AuditPage> =>
      unwrap(
        api.admin.audit.$get({
          query: {
            ...(cursor ? { cursor } : {}),
            actorId,
            kind: kind ?? '',
            userId,
            automatic: automatic ? '1' : '',
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Recorded admin changes, newest first: all of them, by admin, by kind, or about one member. */
export const useAuditEvents = (filter: AuditFilter, enabled = true) =>
  useQuery({ ...auditQueryOptions(filter), enabled });

/** Today's admins, for the "by admin" filter. */
export const useAuditAdmins = () =>
  useQuery({
    queryKey: [...auditQueryKey, 'admins'],
    queryFn: () => unwrap(api.admin.audit.admins.$get()),
    staleTime: 60_000,
  });
