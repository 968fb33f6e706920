/**
 * One row per list ('library_items', 'trainings'): every row and the active ones, kept by
 * triggers (migration 0010).
 */
export type ContentTotalsTable = { list: string; total: number; active: number };
