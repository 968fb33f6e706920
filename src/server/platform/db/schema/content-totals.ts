import type { Generated } from 'kysely';

/**
 * One row per list ('library_items', 'trainings'): every row and the active ones, kept by
 * triggers (migration 0010), and a version that grows with every change a search could see
 * (migration 0012).
 */
export type ContentTotalsTable = { list: string; total: number; active: number; version: Generated<number> };
