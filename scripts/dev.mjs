// `npm run dev`: rebuild the client and the server on every change and restart the server.
// The app is served exactly as in production (server-rendered public pages included).
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { context } from 'esbuild';
import { serverBuildOptions } from './build-server.mjs';

const children = [];
const run = (command, args, env = {}) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

const server = await context(serverBuildOptions);
await server.rebuild();
await server.watch();
children.push(run('npx', ['vite', 'build', '--watch', '--mode', 'development']));
children.push(
  run('npx', ['vite', 'build', '--watch', '--mode', 'development', '--config', 'vite.site.config.ts']),
);

while (!['manifest.json', 'site-manifest.json'].every((name) => existsSync(`dist/client/.vite/${name}`)))
  await new Promise((resolve) => setTimeout(resolve, 300));
// Restart the server whenever either build writes (it reads the client's manifest at start).
let app;
let timer;
const start = () => {
  app = run(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug',
  });
};
// The old process must release the port before the new one binds it.
const restart = () => {
  if (!app || app.exitCode !== null) return start();
  app.once('exit', start);
  app.kill('SIGTERM');
};
start();
watch('dist', { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(restart, 400);
});

const stop = () => {
  app?.kill('SIGTERM');
  for (const child of children) child.kill('SIGTERM');
  server.dispose().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
