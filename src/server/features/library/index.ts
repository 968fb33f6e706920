// The library feature's public module: what other features, start-up wiring and app.ts may use.
export { ownsUploadLimit } from './library-form';
