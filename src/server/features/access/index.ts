// The access module's public module: what other features, start-up wiring and app.ts may use.
export { allow, assertEveryRouteDeclaresAccess } from './allow';
export {
  cancelAtPeriodEnd,
  endNow,
  extendAccess,
  removeSubscription,
  saveSubscription,
  USER_NOT_FOUND,
} from './change-subscription';
export {
  countGrantsStarted,
  decidingGrantOf,
  deleteMemberGrants,
  findGrant,
  findMemberSubscriptionGrant,
  findSubscriptionGrant,
  GRANT_VIEW_COLUMNS,
  getMemberGrant,
  listGrants,
  type MemberGrant,
  toSubscriptionView,
  withDecidingGrant,
} from './data/grants';
export { type PlanTerms, planTerms, planTermsOf } from './data/plan-prices';
export { createExpiryJob, expiryJobOptions, runExpiryPass } from './expiry-job';
export { grantGivesAccess, refreshMemberAccess } from './member-access';
export {
  cancelGrantRenewal,
  grantPaidPeriod,
  type HeldAccess,
  type KeptPeriod,
  moveGrantEnd,
  type PaidPeriod,
  refundPeriod,
  resumeGrant,
  suspendGrant,
  switchGrantPlan,
} from './paid-grants';
