import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditKind } from '../../../../shared/audit-actions';
import { api, unwrap } from '../../../lib/api';

type AuditFilter = { page: number; actorId?: string; kind?: AuditKind; userId?: string };
type AuditPage = { events: AuditEvent[]; total: number; page: number; pageSize: number };

/** Every audit query starts here: a change elsewhere refetches the trail through this key. */
export const auditQueryKey = ['admin', 'audit'] as const;

export const auditQueryOptions = ({ page, actorId = '', kind, userId = '' }: AuditFilter) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'events', page, actorId, kind ?? '', userId],
    queryFn: (): Promise<AuditPage> =>
      unwrap(api.admin.audit.$get({ query: { page: String(page), actorId, kind: kind ?? '', userId } })),
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
