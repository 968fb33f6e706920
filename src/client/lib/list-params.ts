/** A list's place in the address: `?busca=` (the search text) and `?pagina=` (from 1). */
type ListParams = { search: string; page: number };

export function readListParams(params: URLSearchParams): ListParams {
  const search = params.get('busca') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  return { search, page };
}

/**
 * The address after a new search or a page change, other parameters kept. A new search starts
 * at page 1 (SPEC §4); an empty search and page 1 leave the address clean.
 */
export function nextListParams(current: URLSearchParams, change: { search: string } | { page: number }) {
  const changes =
    'search' in change
      ? { busca: change.search.trim() || null, pagina: null }
      : { pagina: change.page > 1 ? String(change.page) : null };
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
