// The retention feature's public module: what other features, start-up wiring and app.ts may use.
export { createRetentionJob } from './retention-job';
