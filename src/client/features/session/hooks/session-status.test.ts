import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api';
import { SESSION_FAILED, SESSION_SLOW, sessionErrorMessage, sessionStatus } from './session-status';

const read = { hasAnswer: false, signedIn: false, failed: false, timedOut: false };

describe('sessionStatus', () => {
  it('waits for the first answer', () => expect(sessionStatus(read)).toBe('loading'));

  it('an answer decides', () => {
    expect(sessionStatus({ ...read, hasAnswer: true, signedIn: true })).toBe('authenticated');
    expect(sessionStatus({ ...read, hasAnswer: true })).toBe('unauthenticated');
  });

  it('a failed or stuck /api/me is an error, never "signed out"', () => {
    expect(sessionStatus({ ...read, failed: true })).toBe('error');
    expect(sessionStatus({ ...read, timedOut: true })).toBe('error');
  });

  it('a failed refetch keeps the answer it had', () => {
    expect(sessionStatus({ ...read, hasAnswer: true, signedIn: true, failed: true })).toBe('authenticated');
  });
});

describe('sessionErrorMessage', () => {
  it('says offline, failed or slow', () => {
    expect(sessionErrorMessage(new ApiError(0, NETWORK_ERROR))).toBe(NETWORK_ERROR);
    expect(sessionErrorMessage(new ApiError(500, 'Erro inesperado'))).toBe(SESSION_FAILED);
    expect(sessionErrorMessage(null)).toBe(SESSION_SLOW);
  });
});
