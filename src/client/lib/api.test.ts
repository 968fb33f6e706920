import type { ClientResponse } from 'hono/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR, SessionEndedError, unwrap } from './api';
import {
  noteViewer,
  onSessionEnd,
  SESSION_ENDED_NOTICE,
  SESSION_REPLACED_NOTICE,
  sessionEndNotice,
  sessionHasEnded,
} from './session-end';

type AnyResponse = ClientResponse<unknown, number, string>;
const answer = (status: number, body: object) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }) as unknown as AnyResponse);
const refused = { message: 'Faça login para continuar.', code: 'unauthenticated' };

describe('unwrap', () => {
  // Each test starts signed in.
  beforeEach(() => noteViewer(true));

  it('returns the body of a success', async () => {
    await expect(unwrap(answer(200, { ok: true }))).resolves.toEqual({ ok: true });
    expect(sessionHasEnded()).toBe(false);
  });

  it('a 401 ends the session once, however many calls are refused', async () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    const first = unwrap(answer(401, refused));
    await expect(first).rejects.toBeInstanceOf(SessionEndedError);
    await expect(unwrap(answer(401, refused))).rejects.toMatchObject({
      status: 401,
      message: 'Faça login para continuar.',
      code: 'unauthenticated',
    });
    stop();
    expect(sessionHasEnded()).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("sign-in's 401 is wrong credentials: the session goes on", async () => {
    const error = await unwrap(answer(401, { message: 'Email ou senha incorretos.' }), {
      isSignIn: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect(sessionHasEnded()).toBe(false);
  });

  it.each([403, 404, 429, 500])('a %i is an error, not the end of the session', async (status) => {
    const error = await unwrap(answer(status, { message: 'Não.' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status, message: 'Não.' });
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect(sessionHasEnded()).toBe(false);
  });

  it('a request that never reached the server is a network error, not the end of the session', async () => {
    const error = await unwrap(Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR });
    expect(sessionHasEnded()).toBe(false);
  });
});

describe('session-end', () => {
  beforeEach(() => noteViewer(true));

  it('/api/me answering "signed out" after a profile ends the session; a new profile starts one', () => {
    noteViewer(false);
    expect(sessionHasEnded()).toBe(true);
    noteViewer(true);
    expect(sessionHasEnded()).toBe(false);
  });

  // The sign-in page says why when the server said why.
  it('a 401 coded session_replaced reads "Sua conta foi acessada em outro dispositivo"', async () => {
    expect(sessionEndNotice()).toBeNull();
    const replaced = { message: 'Sua conta foi acessada em outro dispositivo', code: 'session_replaced' };
    await unwrap(answer(401, replaced)).catch(() => undefined);
    expect(sessionEndNotice()).toBe(SESSION_REPLACED_NOTICE);
    noteViewer(true);
    await unwrap(answer(401, refused)).catch(() => undefined);
    expect(sessionEndNotice()).toBe(SESSION_ENDED_NOTICE);
  });

  it('/api/me answering signed out with sessionEnded says so too; a plain signed out does not', () => {
    noteViewer(false, 'session_replaced');
    expect(sessionEndNotice()).toBe(SESSION_REPLACED_NOTICE);
    noteViewer(true);
    noteViewer(false);
    expect(sessionEndNotice()).toBe(SESSION_ENDED_NOTICE);
  });
});
