// Bundles the server's TypeScript into one ESM file; npm packages stay external (node_modules).
import { build } from 'esbuild';

export const serverBuildOptions = {
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
};

if (import.meta.url === `file://${process.argv[1]}`) await build(serverBuildOptions);
