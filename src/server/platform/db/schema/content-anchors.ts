import type { Timestamp } from './timestamp';

/**
 * Every thousandth position of a list, newest first ('all' rows or the 'active' ones), with the
 * key of the row found there; positions kept by triggers (migration 0010, decision 012).
 */
export type ContentAnchorsTable = {
  list: string;
  scope: 'all' | 'active';
  position: number;
  created_at: Timestamp;
  id: string;
};
