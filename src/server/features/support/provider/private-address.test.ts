import { describe, expect, it } from 'vitest';
import { BASE_URL_MESSAGES, baseUrlProblem, isInternalAddress, isInternalHost } from './private-address';

describe('internal addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '::',
    '::1',
    'fd00::1',
    'fc12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    // IPv4 carried inside IPv6, each spelling a gateway or the host's stack turns back into IPv4.
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::10.0.0.1',
    '2002:7f00:1::',
    '2002:c0a8:1::1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
  ])('refuses %s', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:808:808',
    '::8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::808:808',
    'api.openai.com',
  ])('lets %s through', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });

  it('treats localhost names and bracketed IPv6 literals of URLs as internal hosts', () => {
    expect(isInternalHost('localhost')).toBe(true);
    expect(isInternalHost('api.localhost')).toBe(true);
    expect(isInternalHost('[::1]')).toBe(true);
    expect(isInternalHost('api.exemplo.com')).toBe(false);
  });
});

describe('baseUrlProblem', () => {
  const strict = { allowPrivate: false };
  it('asks for https and a public host, in pt-BR', () => {
    expect(baseUrlProblem('http://api.exemplo.com/v1', strict)).toBe(BASE_URL_MESSAGES.https);
    // The WHATWG parser turns 2130706433 and 0x7f.1 into 127.0.0.1: the literal is caught in any spelling.
    for (const url of [
      'https://2130706433/v1',
      'https://0x7f.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::127.0.0.1]/',
      'https://[2002:7f00:1::]/',
      'https://[::ffff:0:7f00:1]/',
      'https://LOCALHOST:8443',
    ])
      expect(baseUrlProblem(url, strict), url).toBe(BASE_URL_MESSAGES.internal);
    expect(baseUrlProblem('https://api.exemplo.com/v1', strict)).toBeNull();
    expect(baseUrlProblem(null, strict)).toBeNull();
  });

  it('lets http and LAN hosts through when ASSISTANT_ALLOW_PRIVATE_URLS=true', () => {
    expect(baseUrlProblem('http://192.168.0.20:11434/v1', { allowPrivate: true })).toBeNull();
  });
});
