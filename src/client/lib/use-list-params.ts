import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { nextListParams, readListParams } from './list-params';

/**
 * A list's search text, filters and page, kept in the address (?busca=…&pagina=…) so reloading,
 * sharing and the back button keep them; the rules live in list-params.ts. A list reads its own
 * filters from `params`.
 * `searchReplacesHistory`: for a search that follows typing, each new text replaces the history
 * entry instead of filling the back button with every keystroke; a page change stays a step.
 * The setters keep their identity between renders (safe in effect dependencies).
 */
export function useListParams({ searchReplacesHistory = false } = {}) {
  const [params, setParams] = useSearchParams();
  const { search, page } = readListParams(params);
  const setSearch = useCallback(
    (text: string) =>
      setParams((current) => nextListParams(current, { search: text }), { replace: searchReplacesHistory }),
    [setParams, searchReplacesHistory],
  );
  // A new page starts at its top: Próxima sits under the list, where the new page's first rows are not.
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => nextListParams(current, { page: next }), { replace: false });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  /** Filters the list has beside its search (each its own parameter name); a new choice starts at page 1. */
  const setFilters = useCallback(
    (filters: Record<string, string>) => setParams((current) => nextListParams(current, { filters })),
    [setParams],
  );
  const setFilter = useCallback(
    (filter: string, value: string) => setFilters({ [filter]: value }),
    [setFilters],
  );
  return { search, page, params, setSearch, setPage, setFilter, setFilters };
}

/**
 * A keyset list's cursor kept in the address under `name` (beside the page's other parameters),
 * so reloading and the back button keep the page; none is the newest page.
 */
export function useCursorParam(name: string) {
  const [params, setParams] = useSearchParams();
  const setCursor = useCallback(
    (cursor: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, cursor);
        return next;
      }),
    [setParams, name],
  );
  return [params.get(name) || undefined, setCursor] as const;
}
