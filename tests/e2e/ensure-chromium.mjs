// Browser tests drive Debian's Chromium through playwright-core (Playwright's own browser
// download cannot work here). Install it when missing; never skip the browser tests silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian chromium with apt-get…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core', { stdio: 'inherit' });
  } catch {
    console.error('Installing chromium failed. Install it with: apt-get install -y chromium');
    process.exit(1);
  }
}
console.log(`browser tests use ${CHROMIUM}`);
