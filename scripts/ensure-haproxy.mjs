// The cluster tests (test/cluster/) run the app behind a real HAProxy. When `haproxy`
// is not on PATH: apt as root, otherwise stop and say how. Never a silent skip.
import { execSync } from 'node:child_process';

const found = () => {
  try {
    execSync('haproxy -v', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export function ensureHaproxy() {
  if (found()) return;
  console.log('HAProxy not found: installing it with apt…');
  if (process.getuid?.() === 0) {
    try {
      execSync('apt-get update -qq && apt-get install -y -qq haproxy', { stdio: 'inherit' });
    } catch {
      // reported below
    }
    if (found()) return;
  }
  console.error(
    '\n✖ The cluster tests (test/cluster/) need HAProxy. Install it and run again:\n' +
      '  • Debian/Ubuntu: sudo apt-get install -y haproxy\n' +
      '  • macOS: brew install haproxy\n' +
      '  • or put a haproxy binary (2.4 or newer) on PATH.\n',
  );
  process.exit(1);
}
