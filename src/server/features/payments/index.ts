// The payments feature's public module: what other features, start-up wiring and app.ts may use.
export { seedProductPlans } from './data/product-plans';
export { createPaymentWorker } from './payment-worker';
export { toEventSummaries } from './to-payment-views';
