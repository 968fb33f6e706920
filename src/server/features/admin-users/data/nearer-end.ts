/**
 * How to read positions [start, start + count) of a newest-first list of `total`: from whichever
 * end is nearer (reading from the oldest end skips fewer rows past the middle). Rows read oldest
 * first come back reversed by `inOrder`.
 */
export function nearerEnd({ total, start, count }: { total: number; start: number; count: number }) {
  const fromEnd = total - start - count < start;
  return {
    skip: fromEnd ? total - start - count : start,
    direction: fromEnd ? ('asc' as const) : ('desc' as const),
    inOrder: <T>(ids: T[]) => (fromEnd ? ids.reverse() : ids),
  };
}
