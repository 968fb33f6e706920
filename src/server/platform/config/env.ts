import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG as DEFAULTS, type PublicConfig } from '../../../shared/public-config';
import { productPlansJsonSchema } from '../../../shared/schemas/payments';
import '../../../shared/schemas/zod-pt';

// The one place that reads process.env, parsed by zod. Defaults make `npm start` work as is.
const url = z.url({ message: 'deve ser uma URL (https://…)' });

/** An address, bare or with a display name: contato@exemplo.com.br, "Hub <contato@exemplo.com.br>". */
function isMailbox(value: string) {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success;
}

// How many reverse proxies stand before the app. `true` is one (the usual nginx or
// load balancer), `false` none; the client IP is the X-Forwarded-For entry that many from the right.
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(true|false|yes|no|on|off|\d{1,2})$/, 'deve ser true, false ou o número de proxies (1, 2…)')
  .transform((value) => {
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (['false', 'no', 'off'].includes(value)) return 0;
    return Number(value);
  });

/** The name of a URL query parameter, as a checkout reads it. */
const queryParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z][\w.[\]-]{0,63}$/, 'deve ser o nome de um parâmetro de URL (letras, números, _ . - [ ])');

/** An integer setting within bounds, with one pt-BR message for every way it can be wrong. */
const wholeNumber = (min: number, max: number) => {
  const message = `deve ser um número inteiro de ${min} a ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const envSchema = z.object({
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
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      isMailbox,
      'deve ser um endereço de email, como contato@exemplo.com.br ou "Hub <contato@exemplo.com.br>"',
    )
    .optional(),
  // Seals `npm run backup`'s files (AES-256-GCM); `npm run restore` needs the same one.
  BACKUP_PASSPHRASE: z.string().min(12, 'deve ter ao menos 12 caracteres').optional(),
  // Where a reply to the app's mails goes (Reply-To); the welcome mail invites one.
  SUPPORT_EMAIL: z.email('deve ser um email válido').optional(),
  // Keeps the outbox (DATA_DIR/outbox) on purpose where APP_URL is https and SMTP_URL unset.
  MAIL_OUTBOX: z.stringbool({ error: 'deve ser 1 (sim) ou 0 (não)' }).optional(),
  ADMIN_EMAIL: z.email('deve ser um email válido').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: proxyHops.default(0),
  AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  CODE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(12),
  // Signed-in devices per member (admins exempt); a new sign-in past it ends the oldest.
  MAX_SESSIONS_PER_MEMBER: wholeNumber(1, 100).default(3),
  // Decision 019: `required` keeps every admin API and /admin screen closed to an admin until they enrol.
  ADMIN_TWO_FACTOR: z
    .enum(['required', 'optional'], { error: 'deve ser required ou optional' })
    .default('required'),
  // A payment in dispute (Hotmart's PURCHASE_PROTEST) ends its grant until the platform decides;
  // off, access goes on until a refund or chargeback (docs/decisions/027-paid-periods.md).
  DISPUTE_SUSPENDS_ACCESS: z.stringbool({ error: 'deve ser true ou false' }).default(false),
  // The landing page's support widget (visitors), per IP and 10 minutes.
  CHAT_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  // Open (pending or answered) tickets a member may have at once; past it the
  // assistant opens no other and points to "Meus chamados".
  SUPPORT_OPEN_TICKETS_PER_MEMBER: z.coerce
    .number({ error: 'deve ser um número inteiro de 1 a 50' })
    .int('deve ser um número inteiro de 1 a 50')
    .min(1, 'deve ser um número inteiro de 1 a 50')
    .max(50, 'deve ser um número inteiro de 1 a 50')
    .default(3),
  // Chat messages per signed-in member (both chats together), shared by every node.
  CHAT_LIMIT_PER_MEMBER_PER_MINUTE: wholeNumber(1, 1000).default(10),
  CHAT_LIMIT_PER_MEMBER_PER_DAY: wholeNumber(1, 100_000).default(200),
  // Decision 021: how long machine-written rows are kept, in days (0: kept for good). Rate-limit
  // windows last up to a day, so their rows are kept at least two.
  RETENTION_CODE_REQUESTS_DAYS: wholeNumber(0, 36_500).default(180),
  RETENTION_RATE_LIMITS_DAYS: wholeNumber(2, 36_500).default(2),
  RETENTION_REFUSED_WEBHOOKS_DAYS: wholeNumber(0, 36_500).default(90),
  RETENTION_CHAT_LOGS_DAYS: wholeNumber(0, 36_500).default(365),
  RETENTION_AUDIT_DAYS: wholeNumber(0, 36_500).default(0),
  // Assistant API URLs must be public https unless a self-hosted model runs on the LAN.
  ASSISTANT_ALLOW_PRIVATE_URLS: z.stringbool({ error: 'deve ser true ou false' }).default(false),
  // The OpenAI-compatible assistant API: each attempt's time limit and the retries after it.
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ASSISTANT_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  CHECKOUT_URL_MENSAL: url.default(DEFAULTS.checkoutUrls.mensal),
  CHECKOUT_URL_ANUAL: url.default(DEFAULTS.checkoutUrls.anual),
  CHECKOUT_URL_VITALICIO: url.default(DEFAULTS.checkoutUrls.vitalicio),
  // The checkout's query parameters that prefill a member's e-mail and name (docs/product.md#payments).
  CHECKOUT_EMAIL_PARAM: queryParam.default(DEFAULTS.checkoutPrefill.email),
  CHECKOUT_NAME_PARAM: queryParam.default(DEFAULTS.checkoutPrefill.name),
  // Where a member who bought at that platform reactivates a cancelled subscription; unset: the
  // plan's checkout, prefilled.
  REACTIVATE_URL_HOTMART: url.optional(),
  REACTIVATE_URL_KIWIFY: url.optional(),
  AFFILIATE_SIGNUP_URL: url.default(DEFAULTS.affiliateSignupUrl),
  SUPPORT_CHAT_URL: url.default(DEFAULTS.supportChatUrl),
  SUPPORT_PHONE: z.string().default(DEFAULTS.supportPhone),
  TUTORIAL_VIDEO_ID: z
    .string()
    .regex(/^[\w-]{11}$/, 'deve ser o ID de 11 caracteres do vídeo')
    .default(DEFAULTS.tutorialVideoId),
  BROWSER_VERSION: z.string().default(DEFAULTS.browserVersion),
  BROWSER_DOWNLOAD_URL: url.default(DEFAULTS.browserDownloadUrl),
  // Uploaded files: DATA_DIR/storage by default; S3-compatible object storage once S3_BUCKET is set,
  // so several app nodes share them. Keys empty: the SDK's own chain (IAM role, ~/.aws).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'deve ser um nome de bucket válido (minúsculas, números, . e -)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'deve ser uma URL http:// ou https://' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  // Payment webhooks (decision 015): each platform's endpoint answers 401 until its secret is set.
  HOTMART_HOTTOK: z
    .string()
    .trim()
    .min(8, 'deve ter pelo menos 8 caracteres (o hottok da Hotmart)')
    .optional(),
  KIWIFY_WEBHOOK_TOKEN: z
    .string()
    .trim()
    .min(8, 'deve ter pelo menos 8 caracteres (o token do webhook da Kiwify)')
    .optional(),
  // How many members' deliveries the payment worker applies at once (on PostgreSQL
  // each lane holds a connection of a pool of this many of its own, beside the pool of 10 that
  // requests and the other workers share; SQLite's one connection gains nothing past 1).
  PAYMENT_WORKER_CONCURRENCY: wholeNumber(1, 32).default(8),
  // On SIGTERM, how long /api/health answers 503 (draining) while requests are still
  // served, before the node stops accepting: behind a load balancer, longer than its checks take to
  // mark the node down (fall × inter). 0: stop at once (one node, nothing to drain to).
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 60_000).default(0),
  // Unset, /metrics answers 404; set, it answers a scraper sending `Authorization: Bearer <token>`.
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'deve ter pelo menos 16 caracteres')
    .regex(/^[\x21-\x7e]+$/, 'deve ter só letras, números e símbolos, sem espaços nem acentos')
    .optional(),
  // Products → plans added at start when missing (admins edit them on /admin/integracoes).
  PRODUCT_PLANS: productPlansJsonSchema.optional(),
});

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** S3 settings only make sense together: a bucket, and both keys or neither. */
const withStorageRules = envSchema.superRefine((env, ctx) => {
  if (!env.S3_BUCKET) {
    for (const name of S3_SETTINGS.filter((name) => name !== 'S3_REGION' && env[name] !== undefined))
      ctx.addIssue({ code: 'custom', path: [name], message: 'só vale com S3_BUCKET definido' });
  }
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos (ou nenhum dos dois)',
    });
  }
});

/**
 * A deployment (APP_URL on https) without SMTP_URL would leave every confirmation and
 * reset link in DATA_DIR/outbox, unseen; it refuses to start unless MAIL_OUTBOX=1 asks for that.
 * A laptop (http://localhost, the default) keeps its outbox.
 */
const withMailRule = withStorageRules.superRefine((env, ctx) => {
  if (env.SMTP_URL || env.MAIL_OUTBOX || !/^https:/i.test(env.APP_URL ?? '')) return;
  ctx.addIssue({
    code: 'custom',
    path: ['SMTP_URL'],
    message:
      'obrigatório com APP_URL em https (um site publicado): sem ele os emails de confirmação e de redefinição de senha não saem, ficam em DATA_DIR/outbox. Defina SMTP_URL=smtp://… ou, para usar a caixa de saída de propósito, MAIL_OUTBOX=1',
  });
});

/** One parameter for both would send the name where the e-mail belongs. */
const withCheckoutRule = withMailRule.superRefine((env, ctx) => {
  if (env.CHECKOUT_EMAIL_PARAM === env.CHECKOUT_NAME_PARAM)
    ctx.addIssue({
      code: 'custom',
      path: ['CHECKOUT_NAME_PARAM'],
      message: 'deve ser diferente de CHECKOUT_EMAIL_PARAM',
    });
});

export type Env = z.infer<typeof envSchema>;

/** The public address: APP_URL, or this machine on PORT. */
export const appUrlOf = (env: Pick<Env, 'APP_URL' | 'PORT'>) => env.APP_URL ?? `http://localhost:${env.PORT}`;

/**
 * The environment a child process (pg_dump, pg_restore) runs with: this one passed on whole, not
 * read, plus `extra`.
 */
export const childProcessEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});

/**
 * Who the app's mails come from and where replies go (docs/product.md#mail): MAIL_FROM, else
 * "APP_NAME <nao-responda@host>" from APP_URL, and Reply-To SUPPORT_EMAIL. A host that is an IP
 * makes an address mail servers distrust or refuse: the start warns, naming MAIL_FROM.
 */
export function mailSenderOf(env: Pick<Env, 'MAIL_FROM' | 'SUPPORT_EMAIL' | 'APP_NAME'>, appUrl: string) {
  const host = new URL(appUrl).hostname;
  const ipHost = isIP(host.replace(/^\[|\]$/g, '')) !== 0;
  const from =
    env.MAIL_FROM ?? `${env.APP_NAME} <nao-responda@${ipHost ? `[${host.replace(/^\[|\]$/g, '')}]` : host}>`;
  const warnings: string[] = [];
  if (!env.MAIL_FROM && ipHost)
    warnings.push(
      `MAIL_FROM not set and APP_URL's host is an IP (${host}): mails go out from ${from}, which mail servers refuse or file as spam. Set MAIL_FROM to an address on your domain, e.g. MAIL_FROM='${env.APP_NAME} <nao-responda@exemplo.com.br>'`,
    );
  return { from, replyTo: env.SUPPORT_EMAIL, warnings };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * In production the public address must be https, or session cookies go out
 * without Secure (Better Auth sets it from APP_URL) and travel in clear. Local addresses are a
 * laptop trying things out, not a deployment.
 */
export function plainHttpWarning(env: Pick<Env, 'NODE_ENV'>, appUrl: string): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const url = new URL(appUrl);
  if (url.protocol === 'https:' || LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'))
    return null;
  return `APP_URL is ${url.origin}, not https: in production the session cookies are sent without Secure and can be read on the network. Serve the site over https (e.g. behind a TLS-terminating proxy) and set APP_URL=https://…`;
}

/** The settings a browser may see; embedded in the HTML so no page waits for a request. */
export function publicConfig(env: Env): PublicConfig {
  return {
    appName: env.APP_NAME,
    checkoutUrls: {
      mensal: env.CHECKOUT_URL_MENSAL,
      anual: env.CHECKOUT_URL_ANUAL,
      vitalicio: env.CHECKOUT_URL_VITALICIO,
    },
    checkoutPrefill: { email: env.CHECKOUT_EMAIL_PARAM, name: env.CHECKOUT_NAME_PARAM },
    reactivateUrls: { hotmart: env.REACTIVATE_URL_HOTMART, kiwify: env.REACTIVATE_URL_KIWIFY },
    affiliateSignupUrl: env.AFFILIATE_SIGNUP_URL,
    supportChatUrl: env.SUPPORT_CHAT_URL,
    supportPhone: env.SUPPORT_PHONE,
    tutorialVideoId: env.TUTORIAL_VIDEO_ID,
    browserVersion: env.BROWSER_VERSION,
    browserDownloadUrl: env.BROWSER_DOWNLOAD_URL,
    maxDevices: env.MAX_SESSIONS_PER_MEMBER,
  };
}

/** Parses the environment or exits with a message that names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty value (`PORT=` in .env) means "use the default", as if the line were absent.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = withCheckoutRule.safeParse(present);
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
