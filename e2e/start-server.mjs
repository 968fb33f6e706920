// The server under test starts on a fresh data folder (migrations and first admin included), and
// takes it away when it stops: each run picks its own port, so each has its own folder.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.env.DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(path.resolve('dist/server/main.js'));
