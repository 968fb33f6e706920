import { APIConnectionError, APIConnectionTimeoutError } from 'openai';
import { describe, expect, it } from 'vitest';
import { BlockedAddressError } from './dns-guarded-fetch';
import { classifyProviderFailure, redactProviderText } from './provider-failure';

const KEY = 'sk-proj-SEGREDO-abcdef123456';

describe('redactProviderText', () => {
  it('masks the key, bearer tokens, Authorization headers, key-like strings and URL queries, and cuts', () => {
    const text = [
      `401 Incorrect API key provided: ${KEY}.`,
      'Authorization: Bearer abc.def.ghi',
      'see https://proxy.exemplo.com/v1/chat?api_key=zzz123&x=1',
      'other key gsk_1234567890abcdef',
      'api_key="qwerty1234"',
    ].join('\n');
    const out = redactProviderText(text, [KEY]);
    for (const secret of [KEY, 'abc.def.ghi', 'zzz123', 'gsk_1234567890abcdef', 'qwerty1234'])
      expect(out).not.toContain(secret);
    expect(out).toContain('401 Incorrect API key provided');
    expect(out).toContain('https://proxy.exemplo.com/v1/chat?[oculto]');
    expect(redactProviderText('x'.repeat(500))).toHaveLength(200);
  });
});

describe('classifyProviderFailure', () => {
  const status = (code: number) => Object.assign(new Error(`${code} falhou`), { status: code });
  it('tells a refused key, an unreachable API, a blocked address and any other error apart', () => {
    expect(classifyProviderFailure(status(401), []).status).toBe('unauthorized');
    expect(classifyProviderFailure(status(403), []).status).toBe('unauthorized');
    expect(classifyProviderFailure(status(404), []).status).toBe('error');
    const refused = Object.assign(new Error('Connection error.'), {
      name: 'APIConnectionError',
      cause: new Error('connect ECONNREFUSED 127.0.0.1:9'),
    });
    expect(classifyProviderFailure(refused, []).status).toBe('unreachable');
    expect(classifyProviderFailure(new APIConnectionTimeoutError(), []).status).toBe('unreachable');
    expect(classifyProviderFailure(new APIConnectionError({ message: undefined }), []).status).toBe(
      'unreachable',
    );
    const blocked = Object.assign(new Error('Connection error.'), {
      name: 'APIConnectionError',
      cause: new BlockedAddressError('interno'),
    });
    expect(classifyProviderFailure(blocked, []).status).toBe('blocked');
    expect(classifyProviderFailure(new Error('the assistant API returned no text'), []).status).toBe('error');
  });
});
