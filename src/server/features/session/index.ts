// The session feature's public module: what other features, start-up wiring and app.ts may use.
export { getSessionByToken } from './data/get-session-by-token';
export { endMemberSessions, listMemberSessions, markSecondFactor } from './data/sessions';
export { describeDevice, deviceKind } from './describe-device';
export { type Identify, identify } from './identify';
export { markSecondFactorSet } from './second-factor';
export { readMe } from './session.routes';
export { CLIENT_IP_HEADER, type SessionLimit, sessionLimit, signInHeaders } from './session-limit';
export { createSessionReader, type SessionReader } from './session-reader';
export { type SessionRead, selectSessionByToken } from './session-statement';
export { getViewer, toProfile, type Viewer } from './viewer';
