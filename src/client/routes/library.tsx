import { LibraryBig } from 'lucide-react';
import type { LibraryItemView } from '../../shared/schemas/library';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { QueryState } from '../components/query-state';
import { useDownloadLibraryItem } from '../features/library/api/download-library-item';
import { useLibraryGrid } from '../features/library/api/list-library';
import { LibraryCard } from '../features/library/components/library-card';
import { ApiError } from '../lib/api';
import { useLoadErrorToast } from '../lib/list-effects';
import { notifyError } from '../lib/notify-error';
import { toast } from '../lib/toast-store';
import { usePageTitle } from '../lib/use-page-title';

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/** /biblioteca: the grid of active items (1/2/4 columns), download counted by the server. */
export function Component() {
  usePageTitle('Biblioteca');
  const grid = useLibraryGrid();
  // A toast, beside the error state the screen keeps.
  useLoadErrorToast(grid.isError, 'Não foi possível carregar os itens da biblioteca.');
  const download = useDownloadLibraryItem();

  const onDownload = (item: LibraryItemView) =>
    download.mutate(item.id, {
      onSuccess: ({ fileUrl }) => {
        openInNewTab(fileUrl);
        toast({ title: 'Download iniciado', variant: 'success' });
      },
      onError: (error) => {
        // A failed count does not stop the download; an item gone from the library does.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500)
          notifyError('Erro no download', error);
        else openInNewTab(item.fileUrl);
      },
    });

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Biblioteca</h1>
        <p className="text-muted-foreground">Materiais exclusivos para baixar e usar nos seus projetos.</p>
      </div>
      <QueryState query={grid}>
        {({ pages }) => {
          const items = pages.flatMap((page) => page.items);
          if (items.length === 0) return <EmptyState icon={LibraryBig}>Nenhum item disponível</EmptyState>;
          return (
            <>
              <ul
                className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4"
                aria-label="Itens da biblioteca"
              >
                {items.map((item) => (
                  <li key={item.id} className="grid">
                    <LibraryCard
                      item={item}
                      busy={download.isPending && download.variables === item.id}
                      onDownload={onDownload}
                    />
                  </li>
                ))}
              </ul>
              {grid.hasNextPage && (
                <Button
                  variant="outline"
                  className="mx-auto"
                  onClick={() => grid.fetchNextPage()}
                  disabled={grid.isFetchingNextPage}
                >
                  {grid.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
