import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search text and page, kept in the address (?busca=…&pagina=…) so reloading, sharing
 * and the back button keep them. A new search starts at page 1 (SPEC §4).
 * `searchReplacesHistory`: for a search that follows typing, each new text replaces the history
 * entry instead of filling the back button with every keystroke; a page change stays a step.
 * The setters keep their identity between renders (safe in effect dependencies).
 */
export function useListParams({ searchReplacesHistory = false } = {}) {
  const [params, setParams] = useSearchParams();
  const search = params.get('busca') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const setSearch = useCallback(
    (text: string) => update({ busca: text.trim() || null, pagina: null }, searchReplacesHistory),
    [update, searchReplacesHistory],
  );
  const setPage = useCallback((next: number) => update({ pagina: next > 1 ? String(next) : null }), [update]);
  return { search, page, setSearch, setPage };
}
