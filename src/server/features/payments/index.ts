// The payments feature's public module: what other features, start-up wiring and app.ts may use.
export { listMemberPayments } from './data/member-payments';
export { seedProductPlans } from './data/product-plans';
export { createPaymentWorker } from './payment-worker';
export { toEventSummaries } from './to-payment-views';
