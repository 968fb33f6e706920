import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503, not 500)', () => {
  it('recognises an unreachable server, a cut connection, the pool timing out and a rolled-back conflict', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      // A transaction rolled back by PostgreSQL to end a conflict: the same request can succeed.
      withCode('40P01', 'deadlock detected'),
      withCode('40001', 'could not serialize access due to concurrent update'),
      // Wrapped by a library (Better Auth, Kysely) as the cause.
      new Error('Failed to get session', { cause: withCode('ECONNREFUSED') }),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves query errors and bugs as they are', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      new TypeError('Cannot read properties of undefined'),
      'a string',
      null,
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
