import path from 'node:path';

// No log line of the server under test may carry a link's token. start-server.mjs
// reads every line the server writes and keeps the offenders here; global-teardown.ts fails the
// run when there are any.
export const logLeaksFile = (port: number | string) => path.resolve(`.tmp/e2e-log-leaks-${port}.txt`);
