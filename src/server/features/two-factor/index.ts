// The two-factor feature's public module: what other features, start-up wiring and app.ts may use.
// Better Auth's two-factor plugin is configured with the rest of Better Auth (auth/auth.ts).
export { adminTwoFactorPending, assertAdminTwoFactor } from './two-factor-rule';
