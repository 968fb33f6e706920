// `npm start`: build when the output is missing or older than the sources, then serve.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['dist/server/main.js', 'dist/client/index.html'];
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);

const built = outputs.every((file) => existsSync(file));
// Anything the two builds read: sources, public files, the page shell and the build configs.
const inputs = () =>
  Math.max(
    newest('src'),
    newest('public'),
    ...['index.html', 'vite.config.ts', 'scripts/build-server.mjs'].map((f) => statSync(f).mtimeMs),
  );
const stale = built && inputs() > Math.min(...outputs.map((f) => statSync(f).mtimeMs));
if (!built || stale) {
  console.log(built ? 'Sources changed: rebuilding…' : 'First start: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(path.resolve('dist/server/main.js'));
