// The server under test starts on a fresh data folder (migrations and first admin included).
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import(path.resolve('dist/server/main.js'));
