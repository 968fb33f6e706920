/**
 * /auth names the page to go back to after sign-in in its `voltar` parameter. Only a
 * path on this site is followed: anything else (`//evil`, `https://…`, `/\evil`) would make the
 * sign-in page an open redirect.
 */
export const RETURN_PARAM = 'voltar';

/** Where sign-in leads when no page is named. */
export const HOME_AFTER_SIGN_IN = '/dashboard';

const SIGN_IN_PAGE = '/auth';
const PROBE_ORIGIN = 'https://return-path.invalid';
const MAX_LENGTH = 2000;
// Browsers read a backslash as a slash and drop tabs and newlines: `/\evil` and `/\t/evil` are `//evil`.
const UNSAFE_CHARACTER = /[\\\s\p{Cc}]/u;

/** The path itself when it stays on this site, else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTER.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // Going back to the sign-in page itself would only loop.
  return url.pathname === SIGN_IN_PAGE ? null : raw;
}

/** The sign-in page, naming `from` as the page to return to (left out when it is the default). */
export function signInPath(from: string): string {
  const path = safeReturnPath(from);
  if (!path || path === HOME_AFTER_SIGN_IN) return SIGN_IN_PAGE;
  // A query value may hold slashes as they are: /auth?voltar=/conectar%3Fx%3D1 stays readable.
  return `${SIGN_IN_PAGE}?${RETURN_PARAM}=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}

/** Where /auth sends the person after sign-in, read from its query string. */
export function returnPathOf(search: URLSearchParams): string {
  return safeReturnPath(search.get(RETURN_PARAM)) ?? HOME_AFTER_SIGN_IN;
}
