import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser (undefined). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}
