/** A list's place in the address: `?busca=` (the search text) and `?pagina=` (from 1). */
type ListParams = { search: string; page: number };

export function readListParams(params: URLSearchParams): ListParams {
  const search = params.get('busca') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  return { search, page };
}

/** A new search, a new page, or filters (`?status=`…) set to values ('' clears one). */
export type ListChange = { search: string } | { page: number } | { filters: Record<string, string> };

function changedParams(change: ListChange): Record<string, string | null> {
  if ('search' in change) return { busca: change.search.trim() || null, pagina: null };
  if ('page' in change) return { pagina: change.page > 1 ? String(change.page) : null };
  const filters = Object.entries(change.filters).map(([name, value]) => [name, value || null]);
  return { ...Object.fromEntries(filters), pagina: null };
}

/**
 * The address after a new search, a filter or a page change, other parameters kept. A new
 * search or filter starts at page 1; empty ones and page 1 leave the address clean.
 */
export function nextListParams(current: URLSearchParams, change: ListChange) {
  const changes = changedParams(change);
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
