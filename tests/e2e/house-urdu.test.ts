import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../../core/domain/system/page-language';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';
import { SCREENSHOTS, startE2E, type E2E } from './support/browser';

/** Each house page: its game code, and the chip it takes before a round when it is a table of chips. */
const PAGES = [
  { gameCode: 'HOUSE_LOTUS', chip: null },
  { gameCode: 'HOUSE_DICE', chip: null },
  { gameCode: 'HOUSE_CRASH', chip: null },
  { gameCode: 'HOUSE_ROULETTE', chip: '[data-spot="red"]' },
  { gameCode: 'HOUSE_BACCARAT', chip: '[data-testid="spot-banker"]' },
  { gameCode: 'HOUSE_ANDAR_BAHAR', chip: '[data-testid="spot-andar"]' },
  { gameCode: 'HOUSE_BLACKJACK', chip: null },
] as const;

const URDU_RESULT = /^(آپ نے [\d,.]+ جیتے!|اس بار کوئی جیت نہیں۔)$/;

describe('house game pages in Urdu', () => {
  let e2e: E2E;
  let member: { id: number; token: string };
  const launchUrl = async (gameCode: string) =>
    (await call(e2e.server, 'POST', '/wps/game/launchGame', { token: member.token, body: { gameCode } })).body.value.url as string;
  const walletText = async () => {
    const balance = BigInt((await call(e2e.server, 'GET', '/wps/member/info', { token: member.token })).body.value.balance as string);
    return `${(balance / 100n).toLocaleString('en-US')}.${String(balance % 100n).padStart(2, '0')}`;
  };
  /** A page whose portal was last shown in `lang`, as the React app's cookie says. */
  const pageIn = async (lang: string): Promise<{ page: Page; context: BrowserContext }> => {
    const opened = await e2e.newPage();
    await opened.context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: e2e.server.url }]);
    return opened;
  };
  const open = async (page: Page, gameCode: string) => {
    await page.goto(await launchUrl(gameCode));
    await page.getByTestId('balance').waitFor();
  };
  /** No text key, missing value or placeholder shows through. */
  const expectNoLeaks = async (page: Page) => {
    const text = await page.locator('body').innerText();
    for (const leak of ['undefined', 'null', 'NaN', '{{', '[object']) expect(text).not.toContain(leak);
  };

  beforeAll(async () => {
    e2e = await startE2E();
    member = await registerMember(e2e.server, uniqueUsername('ur'), 'Abc12345');
    await fundMember(e2e.server, await staffToken(e2e.server), member.token, '500');
  });
  afterAll(async () => e2e?.close());

  it('baccarat and blackjack read right to left in Urdu, deal a round and say its result in Urdu; a refused link says why in Urdu', async () => {
    const { page } = await pageIn('UR');
    await open(page, 'HOUSE_BACCARAT');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    expect(await page.getByTestId('play').textContent()).toBe('بانٹیں');
    expect(await page.locator('details.bac-rules summary').textContent()).toBe('قواعد اور ادائیگیاں');
    expect(await page.getByTestId('result').textContent()).toBe('اپنی چپس رکھیں، پھر بانٹیں۔');
    await page.getByTestId('stake').fill('2.00');
    await page.getByTestId('spot-banker').click();
    await page.getByTestId('play').click();
    await expect.poll(() => page.getByTestId('result').textContent()).toMatch(/^(پلیئر|بینکر) \d سے \d پر جیت گیا|^ٹائی/);
    await expect.poll(() => page.locator('.table-message').first().textContent()).toMatch(URDU_RESULT);
    expect(await page.getByTestId('balance').textContent()).toBe(await walletText());
    await expectNoLeaks(page);
    await page.reload();
    await expect.poll(() => page.locator('.table-closed').textContent()).toBe('اس گیم لنک کی میعاد ختم ہو گئی ہے۔ براہ کرم لابی سے گیم دوبارہ کھولیں۔');

    await open(page, 'HOUSE_BLACKJACK');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('details.bj-rules summary').textContent()).toBe('قواعد');
    expect(await page.getByTestId('bj-status').textContent()).toBe('شرط لگائیں اور بانٹیں۔');
    await page.getByRole('button', { name: 'بانٹیں' }).click();
    const over = 'ہاتھ ختم۔ دوبارہ بانٹیں؟';
    await expect.poll(() => page.getByTestId('bj-status').textContent()).toMatch(/^(آپ کی باری۔|ہاتھ ختم۔ دوبارہ بانٹیں؟|ڈیلر کے پاس اکا ہے)/);
    for (let k = 0; k < 6 && (await page.getByTestId('bj-status').textContent()) !== over; k++) {
      const move = (await page.locator('[data-action=no-insurance]').isEnabled()) ? 'no-insurance' : 'stand';
      expect(await page.locator(`[data-action=${move}]`).textContent()).toBe(move === 'stand' ? 'اسٹینڈ' : 'انشورنس نہیں');
      await Promise.all([page.waitForResponse((r) => r.url().includes('/wps/house/blackjack/act')), page.locator(`[data-action=${move}]`).click()]);
      await expect
        .poll(async () => (await page.getByTestId('bj-status').textContent()) === over || (await page.locator('.bj-move:enabled').count()) > 0)
        .toBe(true);
    }
    await expect.poll(() => page.getByTestId('bj-status').textContent()).toBe(over);
    expect(await page.locator('.bj-label').first().textContent()).toMatch(/^ڈیلر · \d+$/);
    await expect.poll(() => page.locator('.table-message').first().textContent()).toMatch(URDU_RESULT);
    expect(await page.getByTestId('balance').textContent()).toBe(await walletText());
    await expectNoLeaks(page);
  });

  it('every house page fits a phone and a laptop in Urdu without scrolling sideways; English stays the default', async () => {
    const shoot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    const { page } = await pageIn('UR');
    for (const { gameCode, chip } of PAGES) {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, gameCode);
      if (chip) await page.locator(chip).first().click();
      await page.getByTestId('play').click();
      await expect.poll(() => page.getByTestId('play').isEnabled()).toBe(true);
      await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
      await expectNoLeaks(page);
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${gameCode} at ${width}`).toBe(0);
        await shoot(page, `house-ur-${gameCode.toLowerCase()}-${width}`);
      }
    }

    const english = await e2e.newPage();
    for (const gameCode of ['HOUSE_BACCARAT', 'HOUSE_BLACKJACK']) {
      await open(english.page, gameCode);
      expect(await english.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
      expect(await english.page.getByTestId('play').textContent()).toBe('Deal');
      await english.page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await english.page.setViewportSize({ width, height });
        await shoot(english.page, `house-en-${gameCode.toLowerCase()}-${width}`);
      }
    }
  });
});
