import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { WEBHOOK_ENV } from '../test/webhook-payloads';

/** A port the system hands out now (synchronous: the config needs it before anything awaits). */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();

// One environment for the server under test and for the fixtures that reach its database. The
// port is E2E_PORT, else one picked when the runner loads this file: its workers inherit the
// variable, and two runs on one machine never race for a fixed number.
process.env.E2E_PORT ??= freePort();
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);

export const E2E_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: E2E_DATA_DIR,
  APP_URL: `http://localhost:${E2E_PORT}`,
  APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-1234',
  ADMIN_EMAIL: 'admin-e2e@exemplo.com.br',
  ADMIN_PASSWORD: 'admin-e2e-123',
  AUTH_LIMIT_PER_IP: '10000',
  // The suites' admins sign in without enrolling; admin-two-factor.spec.ts runs its own `required` server.
  ADMIN_TWO_FACTOR: 'optional',
  // Every line is read for tokens (start-server.mjs), so the server says all it would.
  LOG_LEVEL: 'debug',
  CHECKOUT_URL_MENSAL: 'https://checkout.example.com/e2e/mensal',
  CHECKOUT_URL_ANUAL: 'https://checkout.example.com/e2e/anual',
  CHECKOUT_URL_VITALICIO: 'https://checkout.example.com/e2e/vitalicio',
  // Reativar for a grant bought at Hotmart leads here; Kiwify's is left unset (the checkout).
  REACTIVATE_URL_HOTMART: 'https://compras.example.com/e2e/hotmart',
  SUPPORT_CHAT_URL: 'https://wa.me/5511900000000',
  // The payment webhooks' secrets and products → plans.
  ...WEBHOOK_ENV,
};
