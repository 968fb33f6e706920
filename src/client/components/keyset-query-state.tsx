import type { ReactNode } from 'react';
import { KeysetPager } from '../../ui/pager';
import { type LoadableQuery, QueryState } from './query-state';

type KeysetData = { prevCursor: string | null; nextCursor: string | null };

/**
 * A list paged by keyset (audit, code requests): its rows as QueryState shows them, then Mais
 * recentes / Mais antigos from the page's cursors.
 */
export function KeysetQueryState<T extends KeysetData>({
  query,
  onCursor,
  pagerLabel,
  children,
}: {
  query: LoadableQuery<T>;
  onCursor: (cursor: string) => void;
  /** Names the pager for screen readers ("Páginas da auditoria"). */
  pagerLabel: string;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      <QueryState query={query}>{children}</QueryState>
      {data && (
        <KeysetPager
          prevCursor={data.prevCursor}
          nextCursor={data.nextCursor}
          onCursor={onCursor}
          label={pagerLabel}
        />
      )}
    </>
  );
}
