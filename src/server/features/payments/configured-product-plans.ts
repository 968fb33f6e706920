// The payments feature's public door for start-up wiring: deps.ts adds the PRODUCT_PLANS mappings
// (issue 12) through it, not through the feature's private data/ (src/architecture.test.ts).
export { seedProductPlans } from './data/seed-product-plans';
