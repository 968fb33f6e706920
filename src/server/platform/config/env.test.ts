import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

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
      TRUST_PROXY: false,
      APP_NAME: 'Hub Premium',
    });
  });

  it('treats empty optional values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', APP_SECRET: '', ADMIN_EMAIL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_SECRET).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });

  it('parses numbers and booleans', () => {
    expect(loadEnv({ PORT: '8080', TRUST_PROXY: 'true', AUTH_LIMIT_PER_IP: '5' })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      AUTH_LIMIT_PER_IP: 5,
    });
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
    ['AUTH_LIMIT_PER_EMAIL', '0'],
  ])('names %s=%s with a Portuguese reason', (name, value) => {
    const message = problem({ [name]: value });
    const line = message.split('\n').find((l) => l.includes(`${name}: `)) ?? '';
    expect(line).not.toBe('');
    expect(line).not.toMatch(/\b(invalid|expected|too (big|small)|must)\b/i);
    expect(line).toMatch(/[ãáâéêíóôõúç]|\b(esperava|deve|opção|entrada)\b/i);
  });

  it('lists every bad variable at once', () => {
    const message = problem({ PORT: 'abc', APP_SECRET: 'curto', ADMIN_EMAIL: 'x' });
    for (const name of ['PORT', 'APP_SECRET', 'ADMIN_EMAIL']) expect(message).toContain(`${name}: `);
  });
});
