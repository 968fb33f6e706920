// The server under test starts on a fresh data folder (migrations and first admin included), and
// takes it away when it stops: each run picks its own port, so each has its own folder. Every line
// it logs is read for a link's token and an assistant API key or bearer token: offenders go to
// .tmp/e2e-log-leaks-<port>.txt, which global-teardown.ts checks.
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.env.DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const leaks = path.resolve(`.tmp/e2e-log-leaks-${process.env.PORT}.txt`);
mkdirSync(path.dirname(leaks), { recursive: true });
rmSync(leaks, { force: true });
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream);
  stream.write = (chunk, ...rest) => {
    if (/token=|\bsk-[\w-]{6,}|bearer\s+[\w.-]{6,}/i.test(String(chunk)))
      appendFileSync(leaks, String(chunk));
    return write(chunk, ...rest);
  };
}
await import(path.resolve('dist/server/main.js'));
