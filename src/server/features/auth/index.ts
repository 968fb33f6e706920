// The auth feature's public module: what other features, start-up wiring and app.ts may use.
export { ACCESS_MAIL_LABELS, queueAccessMail } from './access-mail';
export { type Auth, createAuth } from './auth';
export { translateAuthError } from './auth-errors';
export { bootstrapAdmin } from './bootstrap-admin';
export { createAccount } from './data/accounts';
export { reclaimUnconfirmedAccount } from './reclaim-account';
export { createSetPasswordLink, onPasswordChanged, SET_PASSWORD_LINK_DAYS } from './reset-links';
