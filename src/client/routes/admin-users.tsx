import { Download, UserPlus, Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../shared/constants';
import { pageCount } from '../../shared/pagination';
import type { AdminUser } from '../../shared/schemas/admin-users';
import { STANDING_FILTER_LABELS } from '../../shared/subscription-rules';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { NumberedPager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { usersExportUrl, useUsers } from '../features/admin-users/api/get-users';
import { AddUserDialog } from '../features/admin-users/components/add-user-dialog';
import { DeleteUserDialog } from '../features/admin-users/components/delete-user-dialog';
import { EditUserDialog } from '../features/admin-users/components/edit-user-dialog';
import {
  readStanding,
  STANDING_PARAM,
  StandingFilter,
} from '../features/admin-users/components/standing-filter';
import { SubscriptionDialog } from '../features/admin-users/components/subscription-dialog';
import { type UserAction, UserCard } from '../features/admin-users/components/user-card';
import { UserSearch } from '../features/admin-users/components/user-search';
import { UserHistoryDialog } from '../features/audit/components/user-history-dialog';
import { useSession } from '../features/session/hooks/use-session';
import { useListParams } from '../lib/use-list-params';
import { usePageTitle } from '../lib/use-page-title';

type Open = { action: UserAction | 'add'; user?: AdminUser } | null;

/**
 * SPEC §2 Gerenciar Usuários: search, status filter (issue 17 §5), pages of 10, add, edit, delete,
 * subscription, history, CSV (as filtered).
 */
export function Component() {
  usePageTitle('Gerenciar Usuários');
  const { profile } = useSession();
  const { search, page, params, setSearch, setPage, setFilter } = useListParams({
    searchReplacesHistory: true,
  });
  const status = readStanding(params.get(STANDING_PARAM));
  const filter = { search, status };
  const users = useUsers(page, filter);
  const setStatus = useCallback((value: string) => setFilter(STANDING_PARAM, value), [setFilter]);
  const [open, setOpen] = useState<Open>(null);
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
              ? `${total.toLocaleString('pt-BR')} ${total === 1 ? 'usuário' : 'usuários'}${search ? ` para “${search}”` : ''}${status ? ` · ${STANDING_FILTER_LABELS[status]}` : ''}`
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
          <Button onClick={() => setOpen({ action: 'add' })}>
            <UserPlus aria-hidden />
            Adicionar usuário
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <UserSearch value={search} onSearch={setSearch} />
        <StandingFilter value={status} onChange={setStatus} />
      </div>
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
              {search
                ? 'Nenhum usuário encontrado para esta busca.'
                : status
                  ? 'Nenhum usuário com este status.'
                  : 'Nenhum usuário cadastrado.'}
            </EmptyState>
          )
        }
      </QueryState>
      {data && <NumberedPager page={page} pageCount={pages} onPage={setPage} label="Paginação de usuários" />}

      {open?.action === 'add' && <AddUserDialog onClose={close} />}
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
