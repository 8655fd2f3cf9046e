// Browser tests drive Debian's Chromium through playwright-core (Playwright's own browser
// download cannot work here). Install it when missing; never skip the browser tests silently.
import { ensureDebianPrograms } from '../support/debian-packages';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

if (!ensureDebianPrograms([{ path: CHROMIUM, packages: ['chromium', 'fonts-noto-core'] }])) {
  console.error('(or set CHROMIUM_PATH to a Chromium of your own)');
  process.exit(1);
}
console.log(`browser tests use ${CHROMIUM}`);
