import { describe, expect, it } from 'vitest';
import { loadEnv, mailSenderOf } from './env';

const problem = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted a bad value');
};

describe('loadEnv', () => {
  it('works with no configuration at all', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      TRUST_PROXY: 0,
      APP_NAME: 'Hub Premium',
    });
  });

  it('treats empty optional values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', APP_SECRET: '', ADMIN_EMAIL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_SECRET).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });

  it('keeps machine-written rows for their days, the audit for good, rate limits at least two days', () => {
    expect(loadEnv({})).toMatchObject({
      RETENTION_CODE_REQUESTS_DAYS: 180,
      RETENTION_RATE_LIMITS_DAYS: 2,
      RETENTION_REFUSED_WEBHOOKS_DAYS: 90,
      RETENTION_CHAT_LOGS_DAYS: 365,
      RETENTION_AUDIT_DAYS: 0,
    });
    expect(problem({ RETENTION_RATE_LIMITS_DAYS: '1' })).toContain(
      'RETENTION_RATE_LIMITS_DAYS: deve ser um número inteiro de 2 a 36500',
    );
    expect(problem({ RETENTION_CHAT_LOGS_DAYS: '-3' })).toContain('RETENTION_CHAT_LOGS_DAYS');
  });

  it('parses numbers and booleans', () => {
    expect(loadEnv({ PORT: '8080', TRUST_PROXY: 'true', AUTH_LIMIT_PER_IP: '5' })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 1,
      AUTH_LIMIT_PER_IP: 5,
    });
  });

  it('reads TRUST_PROXY as the number of proxy hops: true is one, false none', () => {
    const hops = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect([hops('true'), hops('false'), hops('2'), hops('0'), hops('yes'), hops('off')]).toEqual([
      1, 0, 2, 0, 1, 0,
    ]);
  });

  it.each([
    ['DATABASE_URL', 'mysql://localhost/hub', 'deve começar com postgres://'],
    ['APP_SECRET', 'curto', 'deve ter pelo menos 32 caracteres'],
    ['APP_URL', 'não é url', 'deve ser uma URL'],
    ['SMTP_URL', 'http://mail', 'deve começar com smtp://'],
    ['ADMIN_EMAIL', 'admin', 'deve ser um email válido'],
    ['ADMIN_PASSWORD', '123', 'deve ter pelo menos 8 caracteres'],
    ['TUTORIAL_VIDEO_ID', 'curto', 'ID de 11 caracteres'],
    ['CHECKOUT_URL_MENSAL', 'checkout', 'deve ser uma URL'],
    ['SUPPORT_OPEN_TICKETS_PER_MEMBER', '0', 'deve ser um número inteiro de 1 a 50'],
    ['SUPPORT_OPEN_TICKETS_PER_MEMBER', 'três', 'deve ser um número inteiro de 1 a 50'],
  ])('names %s and says what is wrong, in Portuguese', (name, value, reason) => {
    const message = problem({ [name]: value });
    expect(message).toContain('Configuração inválida no ambiente');
    expect(message).toContain(`${name}: `);
    expect(message).toContain(reason);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'talvez'],
    ['TRUST_PROXY', '-1'],
    ['AUTH_LIMIT_PER_EMAIL', '0'],
  ])('names %s=%s with a Portuguese reason', (name, value) => {
    const message = problem({ [name]: value });
    const line = message.split('\n').find((l) => l.includes(`${name}: `)) ?? '';
    expect(line).not.toBe('');
    expect(line).not.toMatch(/\b(invalid|expected|too (big|small)|must)\b/i);
    expect(line).toMatch(/[ãáâéêíóôõúç]|\b(esperava|deve|opção|entrada)\b/i);
  });

  // The support chat's per-member limits and the assistant's private-URL switch.
  it('defaults the member chat limits to 10 a minute and 200 a day, and keeps API URLs public', () => {
    expect(loadEnv({})).toMatchObject({
      CHAT_LIMIT_PER_MEMBER_PER_MINUTE: 10,
      CHAT_LIMIT_PER_MEMBER_PER_DAY: 200,
      ASSISTANT_ALLOW_PRIVATE_URLS: false,
    });
    expect(loadEnv({ ASSISTANT_ALLOW_PRIVATE_URLS: 'true' }).ASSISTANT_ALLOW_PRIVATE_URLS).toBe(true);
    expect(problem({ CHAT_LIMIT_PER_MEMBER_PER_MINUTE: '0' })).toContain(
      'CHAT_LIMIT_PER_MEMBER_PER_MINUTE: deve ser um número inteiro de 1 a 1000',
    );
    expect(problem({ CHAT_LIMIT_PER_MEMBER_PER_DAY: 'muitos' })).toContain(
      'CHAT_LIMIT_PER_MEMBER_PER_DAY: deve ser um número inteiro de 1 a 100000',
    );
    expect(problem({ ASSISTANT_ALLOW_PRIVATE_URLS: 'talvez' })).toContain(
      'ASSISTANT_ALLOW_PRIVATE_URLS: deve ser true ou false',
    );
  });

  it("prefills the checkout's email and name parameters by default, and only with a parameter's name", () => {
    expect(loadEnv({})).toMatchObject({ CHECKOUT_EMAIL_PARAM: 'email', CHECKOUT_NAME_PARAM: 'name' });
    expect(loadEnv({ CHECKOUT_EMAIL_PARAM: 'customer[email]' }).CHECKOUT_EMAIL_PARAM).toBe('customer[email]');
    expect(problem({ CHECKOUT_EMAIL_PARAM: 'e mail' })).toContain(
      'CHECKOUT_EMAIL_PARAM: deve ser o nome de um parâmetro de URL',
    );
    expect(problem({ CHECKOUT_NAME_PARAM: 'email' })).toContain(
      'CHECKOUT_NAME_PARAM: deve ser diferente de CHECKOUT_EMAIL_PARAM',
    );
    expect(loadEnv({}).REACTIVATE_URL_HOTMART).toBeUndefined();
    expect(problem({ REACTIVATE_URL_KIWIFY: 'minhas compras' })).toContain(
      'REACTIVATE_URL_KIWIFY: deve ser uma URL',
    );
  });

  it('lists every bad variable at once', () => {
    const message = problem({ PORT: 'abc', APP_SECRET: 'curto', ADMIN_EMAIL: 'x' });
    for (const name of ['PORT', 'APP_SECRET', 'ADMIN_EMAIL']) expect(message).toContain(`${name}: `);
  });

  describe('object storage (S3_*)', () => {
    it('stays on the local disk with no S3 setting', () => {
      expect(loadEnv({}).S3_BUCKET).toBeUndefined();
    });

    it('accepts a bucket with an endpoint and both keys', () => {
      const env = loadEnv({
        S3_BUCKET: 'hub-arquivos',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_ACCESS_KEY_ID: 'chave',
        S3_SECRET_ACCESS_KEY: 'segredo',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(env).toMatchObject({
        S3_BUCKET: 'hub-arquivos',
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: true,
      });
    });

    it.each([
      [{ S3_BUCKET: 'Bucket_Invalido' }, 'S3_BUCKET', 'nome de bucket válido'],
      [{ S3_BUCKET: 'hub', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', 'deve ser uma URL http'],
      [{ S3_ENDPOINT: 'https://s3.example.com' }, 'S3_ENDPOINT', 'só vale com S3_BUCKET'],
      [{ S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'x' }, 'S3_ACCESS_KEY_ID', 'só vale com S3_BUCKET'],
      [{ S3_BUCKET: 'hub', S3_ACCESS_KEY_ID: 'chave' }, 'S3_SECRET_ACCESS_KEY', 'juntos'],
      [{ S3_BUCKET: 'hub', S3_SECRET_ACCESS_KEY: 'x' }, 'S3_ACCESS_KEY_ID', 'juntos'],
      [{ S3_BUCKET: 'hub', S3_FORCE_PATH_STYLE: 'talvez' }, 'S3_FORCE_PATH_STYLE', ''],
    ])('refuses %o, naming %s', (source, name, reason) => {
      const line =
        problem(source)
          .split('\n')
          .find((l) => l.includes(`${name}: `)) ?? '';
      expect(line).not.toBe('');
      expect(line).toContain(reason);
    });
  });
  describe('payment webhooks', () => {
    it('reads the secrets and PRODUCT_PLANS as a list of mappings', () => {
      const env = loadEnv({
        HOTMART_HOTTOK: 'hottok-1234567890',
        KIWIFY_WEBHOOK_TOKEN: 'kiwify-token',
        PRODUCT_PLANS:
          '{"hotmart:4774438":"anual","hotmart:4774438:k2pasun7":"vitalicio","kiwify:abc123":"mensal"}',
      });
      expect(env.HOTMART_HOTTOK).toBe('hottok-1234567890');
      expect(env.PRODUCT_PLANS).toEqual([
        { platform: 'hotmart', productId: '4774438', plan: 'anual' },
        { platform: 'hotmart', productId: '4774438:k2pasun7', plan: 'vitalicio' },
        { platform: 'kiwify', productId: 'abc123', plan: 'mensal' },
      ]);
      expect(loadEnv({}).PRODUCT_PLANS).toBeUndefined();
    });

    it.each([
      ['HOTMART_HOTTOK', 'curto', 'deve ter pelo menos 8 caracteres'],
      ['KIWIFY_WEBHOOK_TOKEN', 'curto', 'deve ter pelo menos 8 caracteres'],
      ['PRODUCT_PLANS', '{hotmart:1}', 'deve ser um JSON como'],
      ['PRODUCT_PLANS', '["anual"]', 'deve ser um objeto JSON'],
      ['PRODUCT_PLANS', '{"eduzz:1":"anual"}', '"eduzz:1": "anual" não vale'],
      ['PRODUCT_PLANS', '{"hotmart:1":"semestral"}', 'mensal, anual ou vitalicio'],
      ['PRODUCT_PLANS', '{"kiwify:":"mensal"}', '"kiwify:": "mensal" não vale'],
    ])('names %s and says what is wrong', (name, value, reason) => {
      const message = problem({ [name]: value });
      expect(message).toContain(`${name}: `);
      expect(message).toContain(reason);
    });
  });

  describe('PAYMENT_WORKER_CONCURRENCY', () => {
    it('applies 8 members at once unless told, from 1 to 32', () => {
      expect(loadEnv({}).PAYMENT_WORKER_CONCURRENCY).toBe(8);
      expect(loadEnv({ PAYMENT_WORKER_CONCURRENCY: '' }).PAYMENT_WORKER_CONCURRENCY).toBe(8);
      expect(loadEnv({ PAYMENT_WORKER_CONCURRENCY: '3' }).PAYMENT_WORKER_CONCURRENCY).toBe(3);
      for (const value of ['0', '33', '2.5', 'muitos'])
        expect(problem({ PAYMENT_WORKER_CONCURRENCY: value })).toContain(
          'PAYMENT_WORKER_CONCURRENCY: deve ser um número inteiro de 1 a 32',
        );
    });
  });

  describe('METRICS_TOKEN', () => {
    it('is unset by default and kept as given', () => {
      expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
      expect(loadEnv({ METRICS_TOKEN: 'abc-DEF_0123456789' }).METRICS_TOKEN).toBe('abc-DEF_0123456789');
    });

    it.each([
      ['curto', 'deve ter pelo menos 16 caracteres'],
      ['token com espaço no meio', 'sem espaços nem acentos'],
      ['tokên-com-acento-123', 'sem espaços nem acentos'],
    ])('refuses %j in Portuguese', (value, message) => {
      expect(problem({ METRICS_TOKEN: value })).toContain(`METRICS_TOKEN: `);
      expect(problem({ METRICS_TOKEN: value })).toContain(message);
    });
  });

  describe('mail on a deployment', () => {
    const SITE = 'https://hub.exemplo.com.br';

    it('refuses an https APP_URL without SMTP_URL, naming SMTP_URL and the way out', () => {
      const line =
        problem({ APP_URL: SITE })
          .split('\n')
          .find((l) => l.includes('SMTP_URL: ')) ?? '';
      expect(line).toContain('APP_URL em https');
      expect(line).toContain('MAIL_OUTBOX=1');
      expect(problem({ APP_URL: SITE, MAIL_OUTBOX: '0' })).toContain('SMTP_URL: ');
    });

    it.each([
      ['SMTP_URL', { APP_URL: SITE, SMTP_URL: 'smtp://usuario:senha@smtp.exemplo.com.br:587' }],
      ['MAIL_OUTBOX=1', { APP_URL: SITE, MAIL_OUTBOX: '1' }],
      ['a laptop (no APP_URL)', {}],
      ['http://localhost', { APP_URL: 'http://localhost:3000' }],
    ])('starts with %s', (_, source: Record<string, string>) => {
      expect(() => loadEnv(source)).not.toThrow();
    });

    it('names MAIL_OUTBOX when it is not a yes or a no', () => {
      expect(problem({ MAIL_OUTBOX: 'talvez' })).toContain('MAIL_OUTBOX: deve ser 1 (sim) ou 0 (não)');
    });
  });
});

describe('the mail sender (MAIL_FROM, SUPPORT_EMAIL)', () => {
  const base = { APP_NAME: 'Hub Premium' };

  it('refuses a MAIL_FROM or SUPPORT_EMAIL that is not an address, naming the variable', () => {
    expect(problem({ MAIL_FROM: 'Hub Premium' })).toContain('MAIL_FROM: deve ser um endereço de email');
    expect(problem({ MAIL_FROM: 'Hub <sem-arroba>' })).toContain('MAIL_FROM');
    expect(problem({ SUPPORT_EMAIL: 'suporte' })).toContain('SUPPORT_EMAIL: deve ser um email válido');
    expect(loadEnv({ MAIL_FROM: 'Hub <contato@exemplo.com.br>' }).MAIL_FROM).toBe(
      'Hub <contato@exemplo.com.br>',
    );
    expect(loadEnv({ MAIL_FROM: 'contato@exemplo.com.br' }).MAIL_FROM).toBe('contato@exemplo.com.br');
  });

  it("sends from APP_URL's domain, or MAIL_FROM, with Reply-To SUPPORT_EMAIL", () => {
    expect(mailSenderOf(base, 'https://hub.exemplo.com.br')).toEqual({
      from: 'Hub Premium <nao-responda@hub.exemplo.com.br>',
      replyTo: undefined,
      warnings: [],
    });
    const configured = {
      ...base,
      MAIL_FROM: 'Hub <oi@exemplo.com.br>',
      SUPPORT_EMAIL: 'suporte@exemplo.com.br',
    };
    expect(mailSenderOf(configured, 'http://203.0.113.7:3000')).toEqual({
      from: 'Hub <oi@exemplo.com.br>',
      replyTo: 'suporte@exemplo.com.br',
      warnings: [],
    });
  });

  it("warns at start, naming MAIL_FROM, when APP_URL's host is an IP and MAIL_FROM is unset", () => {
    for (const appUrl of ['http://127.0.0.1:3000', 'https://203.0.113.7', 'http://[2001:db8::1]:3000']) {
      const { from, warnings } = mailSenderOf(base, appUrl);
      expect(from).toMatch(/^Hub Premium <nao-responda@\[[\d.:a-f]+\]>$/);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('MAIL_FROM');
    }
  });
});
