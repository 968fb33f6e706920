/** One row (id 1): how many profiles exist, kept by triggers (migration 0004). */
export type ProfilesTotalTable = { id: number; n: number };
