// `npm run backup` / `npm run restore -- FILE`: builds if needed, then runs that command's bundle
// (dist/server/<name>.js) with the arguments after the name, as if it had been started alone.
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const [name, ...args] = process.argv.slice(2);
buildIfNeeded();
process.argv = [process.argv[0], path.resolve(`dist/server/${name}.js`), ...args];
await import(path.resolve(`dist/server/${name}.js`));
