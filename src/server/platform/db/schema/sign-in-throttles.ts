export type SignInThrottlesTable = {
  key: string;
  failures: number;
  /** Milliseconds since the epoch. */
  last_attempt_at: number;
};
