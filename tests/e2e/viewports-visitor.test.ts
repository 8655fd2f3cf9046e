import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, LANGUAGES, opened, PORTAL } from './support/viewport-checks';
import { startE2E, type E2E } from './support/browser';

// One file a role, so the run can spread them over its workers: together (some 1,300 page-and-width checks) they took 344 s in one worker.
describe('every route fits every screen, as a visitor', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  for (const lang of LANGUAGES) {
    it(`fits every route at every width from 360 to 1920 pixels, header included, in ${lang}, as a visitor`, async () => {
      expect(await check(await opened(e2e), lang, '/', async () => [...PORTAL, '/agent'])).toEqual([]);
    }, 240_000);
  }

  it('opens the side menu as a drawer on a phone: it takes the focus, Escape closes it and gives the focus back, from the right in Urdu', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    for (const rtl of [false, true]) {
      await page.getByTestId('menu-toggle').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('drawer-close');
      // Its edge against the window's once it has come in (the focus moves as it starts to).
      const edge = async () => {
        const menu = (await page.locator('#side-menu').boundingBox())!;
        return Math.round(rtl ? menu.x + menu.width : menu.x);
      };
      await expect.poll(edge).toBe(rtl ? 390 : 0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-toggle');
      expect(await page.locator('#side-menu').getAttribute('class')).not.toContain('side-menu--open');
      if (!rtl) {
        await page.evaluate(() => localStorage.setItem('lang', 'UR'));
        await page.reload();
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
    }
  });
});
