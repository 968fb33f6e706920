import type { AccessStatus, Plan } from '../../../../shared/constants';

/** Members per access status and plan ('-': none), kept by triggers on profiles (migration 0014). */
export type AccessTotalsTable = { access_status: AccessStatus; plan: Plan | '-'; n: number };
