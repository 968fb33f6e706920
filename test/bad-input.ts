import type { TestApp } from './test-app';

/** What a field holds, which decides the wrong values the bad-input suite sends. */
export type FieldKind =
  | 'name'
  | 'email'
  | 'password'
  | 'token'
  | 'choice'
  | 'day'
  | 'price'
  | 'text'
  | 'url'
  | 'flag'
  | 'list';

/** A route that reads a JSON body, with a body it would accept. */
export type BadInputEndpoint = {
  route: string;
  member?: boolean;
  /** Called by an active subscriber (subscriber routes refuse the others before reading the body). */
  subscriber?: boolean;
  /** Called by an admin (admin routes refuse everyone else before reading the body). */
  admin?: boolean;
  /** The path to call, for routes with parameters (made once: see `once`). */
  path?: () => string | Promise<string>;
  /** An accepted call ends the caller's session (password change). */
  endsSession?: boolean;
  valid: Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Fields that may be left out, still refused when of the wrong type, too long or with control characters. */
  optional?: Record<string, FieldKind>;
};

export type BadInputContext = {
  app: () => TestApp;
  /** Another person's account (created once), for routes that take a user id. */
  someone: () => Promise<{ id: string }>;
};

/**
 * Each server feature lists its body-reading routes in `<feature>.bad-input.ts`;
 * `src/server/bad-input.api.test.ts` gathers them and checks none is missing.
 */
export type BadInput = (context: BadInputContext) => {
  endpoints: BadInputEndpoint[];
  /** Routes that take no body: whatever is sent is ignored. */
  bodiless?: string[];
  /** Upload forms (multipart), refused the same ways by their feature's own tests. */
  multipart?: string[];
  /**
   * Routes other servers call with a body in their own format, authenticated by a token or a
   * signature (payment webhooks): refused with 401 before the body counts, and with 400 for a
   * bad body once authenticated, by their feature's own tests.
   */
  signed?: string[];
};

/** A record made on first use and kept, so a request's database snapshot does not see it made. */
export const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    return value;
  };
};

/** Types one endpoint where it is written (an array literal would widen its fields to a union). */
export const endpoint = (definition: BadInputEndpoint): BadInputEndpoint => definition;
