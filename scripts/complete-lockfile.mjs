// This machine's npm mirror serves only the Linux builds of some packages, so `npm install`
// leaves other platforms' optional binaries (Biome, Tailwind's oxide) out of package-lock.json,
// and `npm ci` then refuses the lockfile. This adds a stub entry for each missing optional
// dependency, marked optional with its os/cpu, which npm ci skips on other platforms.
// Run after `npm install <pkg>`: `node scripts/complete-lockfile.mjs` (`--check` only reports).
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'wasm32'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasi'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (lock.packages[`node_modules/${name}`] || lock.packages[nested]) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    const parts = name.split('/').at(-1).split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os && os !== 'wasm32' ? { os: [os] } : {}),
      ...(cpu && cpu !== 'wasi' ? { cpu: [cpu] } : {}),
      ...(name.includes('wasm32') ? { cpu: ['wasm32'] } : {}),
    };
    added.push(`${name}@${version}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `package-lock.json misses ${added.length} optional entries; run: node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
} else {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.join(', ')}` : 'lockfile complete');
}
