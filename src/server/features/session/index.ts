// The session feature's public module: what other features, start-up wiring and app.ts may use.
export { allow, assertEveryRouteDeclaresAccess } from './access';
export { getSessionByToken } from './data/get-session-by-token';
export { describeDevice, deviceKind } from './describe-device';
export { readMe } from './read-me';
export { type SessionLimit, sessionLimit } from './session-limit';
export { createSessionReader, type SessionReader } from './session-reader';
export { type SessionRead, selectSessionByToken } from './session-statement';
export { signInHeaders } from './sign-in-headers';
export { toProfile } from './to-profile';
export { getViewer, requireViewer, type Viewer } from './viewer';
