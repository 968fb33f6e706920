import { Download, Send, UserPlus, Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../shared/constants';
import { pageCount } from '../../shared/pagination';
import type { AdminUser } from '../../shared/schemas/admin-users';
import { segmentLabel } from '../../shared/user-segments';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { NumberedPager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { usersExportUrl, useUsers } from '../features/admin-users/api/get-users';
import { readSegment, SEGMENT_PARAMS } from '../features/admin-users/api/user-segment';
import { AddUserDialog } from '../features/admin-users/components/add-user-dialog';
import { BulkActionDialog } from '../features/admin-users/components/bulk-action-dialog';
import { BulkActionProgress } from '../features/admin-users/components/bulk-action-progress';
import { DeleteUserDialog } from '../features/admin-users/components/delete-user-dialog';
import { EditUserDialog } from '../features/admin-users/components/edit-user-dialog';
import { hasFilters, SegmentFilters } from '../features/admin-users/components/segment-filters';
import { SubscriptionDialog } from '../features/admin-users/components/subscription-dialog';
import { type UserAction, UserCard } from '../features/admin-users/components/user-card';
import { UserSearch } from '../features/admin-users/components/user-search';
import { UserHistoryDialog } from '../features/audit/components/user-history-dialog';
import { useSession } from '../features/session/hooks/use-session';
import { useListParams } from '../lib/use-list-params';
import { usePageTitle } from '../lib/use-page-title';

type Open = { action: UserAction | 'add' | 'bulk'; user?: AdminUser } | null;

const NO_FILTERS = Object.fromEntries(Object.values(SEGMENT_PARAMS).map((param) => [param, '']));

/**
 * Gerenciar Usuários: search by name or e-mail, the segment's filters
 * (docs/decisions/023-member-segments.md), pages of 10, add, edit, delete, subscription, history,
 * CSV and bulk actions (as filtered).
 */
export function Component() {
  usePageTitle('Gerenciar Usuários');
  const { profile } = useSession();
  const { search, page, params, setSearch, setPage, setFilter, setFilters } = useListParams({
    searchReplacesHistory: true,
  });
  const filter = readSegment(params, search);
  const users = useUsers(page, filter);
  const clearFilters = useCallback(() => setFilters(NO_FILTERS), [setFilters]);
  const [open, setOpen] = useState<Open>(null);
  const [bulkActionId, setBulkActionId] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const onAction = useCallback((action: UserAction, user: AdminUser) => setOpen({ action, user }), []);
  const data = users.data;
  const total = data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  // A page that no longer exists (the last one emptied by a delete, an old link): go to the last.
  useEffect(() => {
    if (data && !users.isPlaceholderData && data.users.length === 0 && page > pages) setPage(pages);
  }, [data, users.isPlaceholderData, page, pages, setPage]);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Gerenciar Usuários</h1>
          <p className="text-muted-foreground" aria-live="polite" data-testid="users-total">
            {data
              ? `${data.totalAtLeast ? 'Mais de ' : ''}${total.toLocaleString('pt-BR')} ${total === 1 ? 'usuário' : 'usuários'}${search ? ` para “${search}”` : ''}${hasFilters(filter) ? ` · ${segmentLabel({ ...filter, search: '' })}` : ''}`
              : ' '}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={usersExportUrl(filter)} download>
              <Download aria-hidden />
              Exportar CSV
            </a>
          </Button>
          <Button
            variant="outline"
            onClick={() => setOpen({ action: 'bulk' })}
            disabled={!data || total === 0}
          >
            <Send aria-hidden />
            Ação em massa
          </Button>
          <Button onClick={() => setOpen({ action: 'add' })}>
            <UserPlus aria-hidden />
            Adicionar usuário
          </Button>
        </div>
      </div>
      <div className="grid gap-4">
        <UserSearch value={search} onSearch={setSearch} />
        <SegmentFilters segment={filter} onChange={setFilter} onClear={clearFilters} />
      </div>
      {bulkActionId && <BulkActionProgress id={bulkActionId} />}
      <QueryState query={users}>
        {({ users: rows }) =>
          rows.length > 0 ? (
            <ul className="grid gap-3" aria-label="Usuários" aria-busy={users.isPlaceholderData}>
              {rows.map((user) => (
                <UserCard key={user.id} user={user} isSelf={user.id === profile?.id} onAction={onAction} />
              ))}
            </ul>
          ) : (
            <EmptyState icon={Users}>
              {hasFilters(filter)
                ? 'Nenhum usuário com estes filtros.'
                : search
                  ? 'Nenhum usuário encontrado para esta busca.'
                  : 'Nenhum usuário cadastrado.'}
            </EmptyState>
          )
        }
      </QueryState>
      {data && <NumberedPager page={page} pageCount={pages} onPage={setPage} label="Paginação de usuários" />}

      {open?.action === 'add' && <AddUserDialog onClose={close} />}
      {open?.action === 'bulk' && (
        <BulkActionDialog segment={filter} onClose={close} onStarted={setBulkActionId} />
      )}
      {open?.user && open.action === 'edit' && (
        <EditUserDialog
          key={open.user.id}
          user={open.user}
          isSelf={open.user.id === profile?.id}
          onClose={close}
        />
      )}
      {open?.user && open.action === 'subscription' && (
        <SubscriptionDialog key={open.user.id} user={open.user} onClose={close} />
      )}
      {open?.user && open.action === 'delete' && <DeleteUserDialog user={open.user} onClose={close} />}
      {open?.user && open.action === 'history' && <UserHistoryDialog user={open.user} onClose={close} />}
    </div>
  );
}
