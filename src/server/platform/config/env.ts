import { existsSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG as DEFAULTS } from '../../../shared/public-config';
import '../../../shared/schemas/zod-pt';

// The one place that reads process.env (STYLE: env.ts parsed by zod). Defaults make `npm start` work as is.
const url = z.url({ message: 'deve ser uma URL (https://…)' });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// (ou fique vazio para usar SQLite)')
    .optional(),
  APP_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  APP_URL: url.optional(),
  APP_NAME: z.string().min(1).default(DEFAULTS.appName),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  ADMIN_EMAIL: z.email('deve ser um email válido').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  CHECKOUT_URL_MENSAL: url.default(DEFAULTS.checkoutUrls.mensal),
  CHECKOUT_URL_ANUAL: url.default(DEFAULTS.checkoutUrls.anual),
  CHECKOUT_URL_VITALICIO: url.default(DEFAULTS.checkoutUrls.vitalicio),
  AFFILIATE_SIGNUP_URL: url.default(DEFAULTS.affiliateSignupUrl),
  SUPPORT_CHAT_URL: url.default(DEFAULTS.supportChatUrl),
  SUPPORT_PHONE: z.string().default(DEFAULTS.supportPhone),
  TUTORIAL_VIDEO_ID: z
    .string()
    .regex(/^[\w-]{11}$/, 'deve ser o ID de 11 caracteres do vídeo')
    .default(DEFAULTS.tutorialVideoId),
  BROWSER_VERSION: z.string().default(DEFAULTS.browserVersion),
  BROWSER_DOWNLOAD_URL: url.default(DEFAULTS.browserDownloadUrl),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or exits with a message that names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty value (`PORT=` in .env) means "use the default", as if the line were absent.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Configuração inválida no ambiente:\n${lines.join('\n')}`);
}

/**
 * For commands an operator runs (npm start, npm run seed:demo): a `.env` file beside package.json
 * is read when present (real environment variables win), then the result is parsed; a bad value
 * ends the process with loadEnv's message.
 */
export function loadProcessEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
