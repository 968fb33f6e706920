// The admin lists' numbered pagination: the first and last page, the current page ±1, ellipses
// between.
type PageItem = number | 'ellipsis';

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function paginationWindow(current: number, totalPages: number): PageItem[] {
  const shown = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page > previous + 1) items.push('ellipsis');
    items.push(page);
  }
  return items;
}
