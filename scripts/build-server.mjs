// Bundles the server's TypeScript into ESM files (one per entry); npm packages stay external (node_modules),
// except the few listed in BUNDLED.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// lucide-react's package entry loads all of its ~1,600 icons (about 25 MB of server memory);
// bundled, its ES modules tree-shake to the few icons the server-rendered pages draw.
const BUNDLED = new Set(['lucide-react']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !BUNDLED.has(name),
);

// The server, and the operator's commands (`npm run backup` / `npm run restore`), which then need
// no dev dependency where they run.
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  backup: 'src/server/backup-cli.ts',
  restore: 'src/server/restore-cli.ts',
};

export const serverBuildOptions = {
  entryPoints: SERVER_ENTRIES,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
};

if (import.meta.url === `file://${process.argv[1]}`) await build(serverBuildOptions);
