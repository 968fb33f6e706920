import { type ClientResponse, hc } from 'hono/client';
import type { ApiType } from '../../server/app';

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

/** The request never reached the server (offline, DNS, aborted): every call says so the same way. */
export const NETWORK_ERROR = 'Não foi possível falar com o servidor. Verifique sua conexão.';

// The validator's 400 body ({ message, issues }) is an error shape, never a success.
type SuccessBody<R> =
  R extends ClientResponse<infer T, number, string> ? (T extends { issues: unknown } ? never : T) : never;

/** Awaits a typed call and returns its JSON, or throws ApiError carrying the server's pt-BR message. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    issues?: ApiError['issues'];
    code?: string;
  };
  if (!response.ok)
    throw new ApiError(response.status, body.message ?? 'Erro inesperado', body.issues, body.code);
  return body as SuccessBody<R>;
}
