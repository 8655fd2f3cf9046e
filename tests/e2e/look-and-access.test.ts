import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2E, type E2E } from './support/browser';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('look, language and accessibility', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('has no serious or critical axe violations on the home page and the login and register modals', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-login').waitFor();
    await screenshot(page, 'home');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('open-login').click();
    await page.getByTestId('login-modal').waitFor();
    await screenshot(page, 'login-modal');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('open-register').click();
    await page.getByTestId('register-modal').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('switches to right-to-left Urdu, keeps the choice across a reload, and shows Urdu help articles', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.reload();
    await page.getByTestId('open-login').waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, localStorage.getItem('lang')])).toEqual(['rtl', 'UR']);
    expect(await page.getByTestId('open-login').textContent()).toBe('لاگ ان');
    // Mirrored: the side menu stands at the right edge, the main column to its left.
    const menu = (await page.locator('.side-menu').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(menu.x + menu.width).toBeGreaterThan(viewport.width - 4);
    expect(menu.x).toBeGreaterThan(viewport.width / 2);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'home-urdu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('open-login').click();
    await page.getByTestId('login-modal').waitFor();
    await screenshot(page, 'login-modal-urdu');
    await page.goto('/help#term');
    await page.locator('#term').waitFor();
    expect(await page.locator('#term h2').textContent()).toBe('شرائط و ضوابط');
    await screenshot(page, 'help-urdu');
  });
});
