import { afterAll, expect } from 'vitest';
import { takeTokenLeaks } from './log-watch';

afterAll(() => {
  expect(takeTokenLeaks(), 'log lines carrying a token').toEqual([]);
});
