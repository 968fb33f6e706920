// The browser suite needs a real Chromium: CHROMIUM_PATH, else Debian's, else Playwright's own.
// When none is found: Playwright's installer where the internet is reachable, else apt as root;
// otherwise stop and say how. Never a silent skip.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const found = async () =>
  [process.env.CHROMIUM_PATH, ...SYSTEM_PATHS].find((p) => p && existsSync(p)) ??
  (await playwrightChromium());

const attempt = (command) => {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
};

export async function ensureChromium() {
  const existing = await found();
  if (existing) return existing;
  console.log("No Chromium found: trying Playwright's installer, then apt…");
  if (attempt('npx playwright install chromium')) return found();
  if (process.getuid?.() === 0 && attempt('apt-get update -qq && apt-get install -y -qq chromium'))
    return found();
  console.error(
    '\n✖ No Chromium for the browser tests. Install one and run again:\n' +
      '  • Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  • any OS with internet: npx playwright install chromium\n' +
      '  • or point CHROMIUM_PATH at a Chromium/Chrome binary.\n',
  );
  process.exit(1);
}
