import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { APIConnectionTimeoutError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiLoopback } from '../../../../../test/openai-loopback';
import { askOpenAiCompatible } from '../assistant/openai-compatible';
import { BlockedAddressError, dnsGuardedFetch, fetchWithLookup, guardedLookup } from './dns-guarded-fetch';

/** A resolver that answers every name with these addresses (a DNS answer that changed: rebinding). */
const resolvingTo = (...addresses: string[]) =>
  ((_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as typeof dnsLookup;

const lookupOnce = (lookup: ReturnType<typeof guardedLookup>, all: boolean) =>
  new Promise<{ error: Error | null; result: unknown }>((resolve) =>
    lookup('api.exemplo.com', { all }, (error, result) => resolve({ error, result })),
  );

let loopback: Awaited<ReturnType<typeof startOpenAiLoopback>>;
beforeAll(async () => {
  loopback = await startOpenAiLoopback();
});
afterAll(() => loopback.close());

describe('the DNS-guarded fetch', () => {
  it('passes public answers on, in both lookup shapes, and refuses any internal one', async () => {
    const publicOnly = guardedLookup(resolvingTo('203.0.113.7', '2001:db8::7'));
    expect((await lookupOnce(publicOnly, false)).result).toBe('203.0.113.7');
    expect((await lookupOnce(publicOnly, true)).result).toHaveLength(2);
    for (const internal of ['127.0.0.1', '169.254.169.254', '::1', '10.0.0.8']) {
      const mixed = guardedLookup(resolvingTo('203.0.113.7', internal));
      expect((await lookupOnce(mixed, true)).error).toBeInstanceOf(BlockedAddressError);
    }
  });

  it('refuses http, internal literals and a name that resolves inside at call time, before sending anything', async () => {
    loopback.requests.length = 0;
    const port = new URL(loopback.baseUrl).port;
    const guarded = dnsGuardedFetch({ resolve: resolvingTo('127.0.0.1') });
    for (const url of [
      loopback.baseUrl,
      `https://127.0.0.1:${port}/v1/models`,
      `https://localhost:${port}/v1/models`,
      `https://[::1]:${port}/v1/models`,
      `https://api.rebinding.exemplo:${port}/v1/models`,
    ])
      await expect(guarded(url), url).rejects.toThrow(BlockedAddressError);
    expect(loopback.requests).toHaveLength(0);
  });

  it('carries the OpenAI SDK’s requests, errors and timeouts like the global fetch', async () => {
    const fetch: typeof globalThis.fetch = (input, init) => fetchWithLookup(input, init, dnsLookup as never);
    const ask = () =>
      askOpenAiCompatible({
        config: { baseUrl: loopback.baseUrl, apiKey: 'sk-unidade-1234', model: 'modelo', fetch },
        limits: { timeoutMs: 1_500, maxRetries: 0 },
        instructions: 'Responda.',
        messages: [{ role: 'user', content: 'oi' }],
      });
    loopback.requests.length = 0;
    loopback.setMode({ kind: 'reply', text: 'Olá pelo fetch próprio.' });
    await expect(ask()).resolves.toBe('Olá pelo fetch próprio.');
    expect(loopback.requests[0]?.headers.authorization).toBe('Bearer sk-unidade-1234');
    expect(loopback.requests[0]?.body).toMatchObject({ model: 'modelo' });

    loopback.setMode({ kind: 'status', status: 401 });
    await expect(ask()).rejects.toMatchObject({ status: 401 });
    loopback.setMode({ kind: 'hang' });
    await expect(ask()).rejects.toBeInstanceOf(APIConnectionTimeoutError);
  });
});
