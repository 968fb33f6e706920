// The landing feature's public module: what other features, start-up wiring and app.ts may use.
export { listLandingTools } from './data/list-landing-tools';
