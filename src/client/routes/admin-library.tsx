import { FolderOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminLibraryItemView } from '../../shared/schemas/library';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { NumberedPager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { SearchBar } from '../components/search-bar';
import { useAdminLibrary } from '../features/library/api/admin-library';
import { useDeleteLibraryItem, useSetLibraryItemStatus } from '../features/library/api/change-library-item';
import { AdminLibraryRow } from '../features/library/components/admin-library-row';
import { useLoadErrorToast, useStepBackFromEmptiedPage } from '../lib/list-effects';
import { notifyError } from '../lib/notify-error';
import { toast } from '../lib/toast-store';
import { useListParams } from '../lib/use-list-params';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/biblioteca: search, total, rows with their actions, numbered pages. */
export function Component() {
  usePageTitle('Gerenciar Biblioteca');
  const { search, page, setSearch, setPage } = useListParams();
  const list = useAdminLibrary(search, page);
  // A toast, beside the error state the screen keeps.
  useLoadErrorToast(list.isError, 'Não foi possível carregar os itens da biblioteca.');
  const setStatus = useSetLibraryItemStatus();
  const remove = useDeleteLibraryItem();
  const data = list.data;

  useStepBackFromEmptiedPage(data, page, setPage);

  const onToggle = (item: AdminLibraryItemView) =>
    setStatus.mutate(
      { id: item.id, isActive: !item.isActive },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (error) => notifyError('Erro', error, 'Não foi possível alterar o status do item.'),
      },
    );
  const onDelete = (item: AdminLibraryItemView) => {
    // The library asks with the browser's own confirm.
    if (!window.confirm('Tem certeza que deseja excluir este item?')) return;
    remove.mutate(item.id, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => notifyError('Erro', error, 'Não foi possível excluir o item.'),
    });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Gerenciar Biblioteca</h1>
          <p className="text-muted-foreground">Itens para download dos assinantes.</p>
        </div>
        <Button asChild>
          <Link to="/admin/biblioteca/adicionar">
            <Plus aria-hidden />
            Adicionar item
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBar
          key={search}
          initial={search}
          label="Buscar itens por nome"
          placeholder="Buscar por nome..."
          onSearch={setSearch}
        />
        {data && (
          <p className="text-sm text-muted-foreground" data-testid="library-total">
            Total: {data.total} {data.total === 1 ? 'item' : 'itens'}
          </p>
        )}
      </div>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={FolderOpen}
              hint={search ? 'Tente buscar por outro nome.' : 'Adicione o primeiro item da biblioteca.'}
            >
              Nenhum item encontrado
            </EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label="Itens da biblioteca">
              {data.items.map((item) => (
                <li key={item.id}>
                  <AdminLibraryRow
                    item={item}
                    busy={
                      (setStatus.isPending && setStatus.variables?.id === item.id) ||
                      (remove.isPending && remove.variables === item.id)
                    }
                    onToggle={onToggle}
                    onDelete={onDelete}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {data && <NumberedPager page={page} pageCount={data.pageCount} onPage={setPage} />}
    </div>
  );
}
