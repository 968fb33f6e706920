// The admin-users feature's public module: what other features, start-up wiring and app.ts may use.
export { createBulkActionWorker } from './bulk-action-worker';
export { deleteUser } from './data/users';
