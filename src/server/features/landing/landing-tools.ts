// The landing feature's public door: main.ts hands the public pages (platform code, which runs no
// feature) this loader of the tool grid, not the feature's private data/ (src/architecture.test.ts).
export { listLandingTools } from './data/list-landing-tools';
