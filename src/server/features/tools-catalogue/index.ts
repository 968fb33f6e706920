// The tools-catalogue feature's public module: what other features, start-up wiring and app.ts may use.
export { answerToolStatus } from './tool-status-answer';
