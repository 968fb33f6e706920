import type { ClientResponse } from 'hono/client';
import { expect } from 'vitest';

type AnyResponse = ClientResponse<unknown, number, string>;

/** What the route answers with this status: the other answers' bodies (the validator's 400…) left out. */
type BodyAt<R, S> = R extends ClientResponse<infer T, infer U, string> ? (S extends U ? T : never) : never;

/**
 * Asserts a typed call's status and returns the body the route declares for it, so a test reads
 * its fields without a cast and a changed answer fails the type check.
 */
export async function bodyAt<R extends AnyResponse, S extends R['status']>(res: R, status: S) {
  expect(res.status).toBe(status);
  return (await res.json()) as BodyAt<R, S>;
}

/**
 * The JSON of every refusal (errorHandler in app-error.ts, validate.ts): a pt-BR message, maybe a
 * code and issues by field.
 */
export type ErrorBody = { message: string; code?: string; issues?: { path: string; message: string }[] };

/** Asserts a refusal's status and returns its body: errors the app throws are not in a route's types. */
export async function errorAt(res: { status: number; json(): Promise<unknown> }, status: number) {
  expect(res.status).toBe(status);
  return (await res.json()) as ErrorBody;
}
