import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [2_097_152, '2 MB'],
    [52_428_800, '50 MB'],
    [15_938_355, '15,2 MB'],
    [1_234_567_890, '1,15 GB'],
    [5 * 1024 ** 4, '5.120 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([null, undefined, -1, Number.NaN])('an unknown size (%s) reads —', (bytes) => {
    expect(formatFileSize(bytes)).toBe('—');
  });

  it('groups thousands the pt-BR way', () => {
    expect(formatCount(12345)).toBe('12.345');
  });
});
