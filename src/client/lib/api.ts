import { type ClientResponse, hc } from 'hono/client';
import type { ApiType } from '../../server/app';
import { isGatewayDown, reportUnreachable } from './connection';
import { endSession } from './session-end';

/** Typed client: calls are checked against the server's routes at compile time. */
export const api = hc<ApiType>('/api');

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
    /** The server's machine-readable reason (AppError's code), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * A 401 from a call that needed a session: it ended elsewhere. The sign-in page
 * explains it, so screens show no error of their own for it.
 */
export class SessionEndedError extends ApiError {}

/** The request never reached the server (offline, DNS, aborted): every call says so the same way. */
export const NETWORK_ERROR = 'Não foi possível falar com o servidor. Verifique sua conexão.';

// The validator's 400 body ({ message, issues }) is an error shape, never a success.
type SuccessBody<R> =
  R extends ClientResponse<infer T, number, string> ? (T extends { issues: unknown } ? never : T) : never;

type UnwrapOptions = {
  /** Sign-in's 401 means wrong credentials, not an ended session. */
  isSignIn?: boolean;
};

/**
 * Awaits a typed call and returns its JSON, or throws ApiError carrying the server's pt-BR message.
 * A 401 (but sign-in's) ends the session: see session-end.ts.
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
  options: UnwrapOptions = {},
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    // A call given up on (a query no screen needs any more) says nothing about the server.
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportUnreachable();
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (isGatewayDown(response.status)) reportUnreachable();
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    issues?: ApiError['issues'];
    code?: string;
  };
  if (!response.ok) {
    const message = body.message ?? 'Erro inesperado';
    if (response.status === 401 && !options.isSignIn) {
      endSession(body.code);
      throw new SessionEndedError(401, message, body.issues, body.code);
    }
    throw new ApiError(response.status, message, body.issues, body.code);
  }
  return body as SuccessBody<R>;
}
