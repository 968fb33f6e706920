export type RateLimitsTable = {
  key: string;
  count: number;
  window_started_at: number;
};
