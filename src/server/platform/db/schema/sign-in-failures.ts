/** Each (account, IP) pair's latest failed sign-in (migration 0016). */
export type SignInFailuresTable = {
  email: string;
  ip: string;
  /** Milliseconds since the epoch. */
  failed_at: number;
};
