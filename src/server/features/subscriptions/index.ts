// The subscriptions feature's public module: what other features, start-up wiring and app.ts may use.
export {
  cancelAtPeriodEnd,
  endNow,
  extendAccess,
  removeSubscription,
  saveSubscription,
  USER_NOT_FOUND,
} from './change-subscription';
export { createExpiryJob, expiryJobOptions } from './expiry-job';
export { runExpiryPass } from './expiry-pass';
export {
  getMemberGrant,
  grantGivesAccess,
  listGrants,
  type MemberGrant,
  refreshMemberAccess,
} from './member-access';
export {
  cancelGrantRenewal,
  findGrant,
  findGrantByReference,
  grantPaidPeriod,
  refundGrant,
} from './paid-grants';
export { type PlanTerms, planTermsOf } from './plan-terms';
export { toSubscriptionView } from './to-subscription-view';
