import type { Timestamp } from './timestamp';

/**
 * A member's "Excluir minha conta" waiting out its grace period (migration 0041,
 * docs/product.md#privacy-and-retention): erased after `erases_at`, cancelled (deleted) by a sign-in.
 */
export type AccountDeletionsTable = {
  user_id: string;
  requested_at: Timestamp;
  erases_at: Timestamp;
};
