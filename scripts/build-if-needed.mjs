// Builds when the output is missing or older than the sources: `npm start` and the benches.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRIES } from './build-server.mjs';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);

/** Runs `npm run build` in `root` unless dist/ is newer than everything the two builds read. */
export function buildIfNeeded(root = process.cwd()) {
  const at = (file) => path.join(root, file);
  const outputs = [
    ...Object.keys(SERVER_ENTRIES).map((name) => `dist/server/${name}.js`),
    'dist/client/index.html',
  ].map(at);
  const built = outputs.every((file) => existsSync(file));
  // Sources, public files, the page shell and the build configs.
  const inputs = () =>
    Math.max(
      newest(at('src')),
      newest(at('public')),
      ...['index.html', 'vite.config.ts', 'vite.site.config.ts', 'scripts/build-server.mjs'].map(
        (f) => statSync(at(f)).mtimeMs,
      ),
    );
  if (built && inputs() <= Math.min(...outputs.map((f) => statSync(f).mtimeMs))) return;
  console.log(built ? 'Sources changed: rebuilding…' : 'First build…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
