import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions';
import { check, LANGUAGES, MEMBERS, opened, sections } from './support/viewport-checks';
import { startE2E, type E2E } from './support/browser';

// One file a role, so the run can spread them over its workers: together (some 1,300 page-and-width checks) they took 344 s in one worker.
describe('every route fits every screen, as a member', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  for (const lang of LANGUAGES) {
    it(`fits every route at every width from 360 to 1920 pixels, header included, in ${lang}, as a member`, async () => {
      const member = await opened(e2e);
      await signIn(member, e2e.server, 'demo_player', 'Player#2026');
      expect(await check(member, lang, '/member', async (page) => ['/', ...MEMBERS, ...(await sections(page, '/member'))])).toEqual([]);
    }, 240_000);
  }

  it("keeps every record filter's label inside its button and every button inside the filters, at 360, 390 and 1366 pixels, in English and Urdu", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'demo_player', 'Player#2026');
    await page.goto('/');
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const width of [1366, 390, 360]) {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 768 });
        for (const record of ['transactionHistory', 'personalHistoryCopy']) {
          await page.goto(`/member?page=${record}`);
          await expect.poll(() => page.evaluate(() => document.documentElement.lang.toUpperCase())).toBe(lang);
          const filters = page.getByTestId('record-filters');
          await filters.waitFor();
          const spilt = await filters.evaluate((form) => {
            const box = form.getBoundingClientRect();
            return [...form.querySelectorAll('button')]
              .filter((button) => {
                const own = button.getBoundingClientRect();
                return button.scrollWidth > button.clientWidth + 1 || own.left < box.left - 0.5 || own.right > box.right + 0.5;
              })
              .map((button) => (button.textContent ?? '').trim());
          });
          found.push(...spilt.map((label) => `${record} at ${width}px ${lang}: "${label}" spills`));
        }
      }
    }
    expect(found).toEqual([]);
  });
});
