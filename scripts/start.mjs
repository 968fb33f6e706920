// `npm start`: build when the output is missing or older than the sources, then serve.
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import(path.resolve('dist/server/main.js'));
