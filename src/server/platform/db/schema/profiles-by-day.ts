/** Members per UTC day of sign-up ('YYYY-MM-DD'), kept by triggers (migration 0011). */
export type ProfilesByDayTable = { day: string; n: number };
