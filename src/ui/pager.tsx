import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationWindow } from '../shared/pagination';
import { Button } from './button';
import { cn } from './cn';

type PagerProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name, when a screen has more than one list. */
  label?: string;
  className?: string;
};

/** The trainings lists: Anterior, "Página X de Y", Próxima. */
export function Pager({ page, pageCount, onPage, label = 'Paginação', className }: PagerProps) {
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-3', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Página {page} de {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Próxima
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/** The admin lists: Anterior/Próxima plus numbered buttons (first, last, current ±1, gaps). */
export function NumberedPager({ page, pageCount, onPage, label = 'Paginação', className }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Anterior
      </Button>
      {paginationWindow(page, pageCount).map((p, i) =>
        p === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden data-ellipsis>
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-9"
            aria-label={`Página ${p}`}
            aria-current={p === page ? 'page' : undefined}
            data-page={p}
            onClick={() => onPage(p)}
          >
            {/* A million members make 100.000 pages: grouped the pt-BR way. */}
            {p.toLocaleString('pt-BR')}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Próxima
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/**
 * Lists paged by keyset (audit, payment events, code requests; docs/decisions/025-keyset-paging.md)
 * have no page numbers or total: "Mais recentes" and "Mais antigos" follow the cursors the API
 * answered.
 */
export function KeysetPager({
  prevCursor,
  nextCursor,
  onCursor,
  label = 'Paginação',
  className,
}: {
  prevCursor: string | null;
  nextCursor: string | null;
  onCursor: (cursor: string) => void;
  label?: string;
  className?: string;
}) {
  if (!prevCursor && !nextCursor) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-3', className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={!prevCursor}
        onClick={() => prevCursor && onCursor(prevCursor)}
      >
        <ChevronLeft aria-hidden />
        Mais recentes
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!nextCursor}
        onClick={() => nextCursor && onCursor(nextCursor)}
      >
        Mais antigos
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
