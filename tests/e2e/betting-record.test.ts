import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';
import { bearerLogin, fundMember, staffToken } from '../support/wps-http';

const USER = 'betrecorder';
const PASSWORD = 'Abc12345';

describe('betting record and personal loss in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await registerMember(e2e.server, USER, PASSWORD);
    await fundMember(e2e.server, await staffToken(e2e.server), await bearerLogin(e2e.server, USER, PASSWORD), '500');
  });
  afterAll(async () => e2e?.close());

  it('a spin of the house slot is in the record with every step and the balance after it (EN and UR), and verifies after the seed is rotated', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.server, USER, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    const launched = await page.evaluate(async (gameCode) => {
      const answer = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameCode }),
      });
      return ((await answer.json()) as { value: { url: string } }).value.url;
    }, HOUSE_SLOT_CODE);
    const game = await context.newPage();
    await game.goto(launched);
    await game.getByTestId('reels').waitFor();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => game.getByTestId('verify').isDisabled()).toBe(false);
    await game.getByTestId('fairness').locator('summary').click();
    await Promise.all([game.waitForResponse((r) => r.url().includes('/wps/house/seeds/rotate')), game.getByRole('button', { name: /rotate/i }).click()]);
    await game.close();

    await page.goto('/member?page=personalHistoryCopy');
    const row = page.getByTestId('bet-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Lotus Fortune');
    await expect.poll(() => page.getByTestId('bets-totals').textContent()).toContain('Rounds1');
    await row.getByTestId('bet-details').click();
    const detail = page.getByTestId('round-detail');
    const steps = detail.getByTestId('round-step');
    await steps.first().waitFor();
    const kinds = await steps.locator('strong').allTextContents();
    expect(kinds.slice(0, 2)).toEqual(['Bet', 'Result']);
    expect(kinds.slice(2).every((k) => k === 'Win')).toBe(true);
    expect(await steps.first().textContent()).toMatch(/BetRs 1\.00Balance Rs 499\.00$/);
    expect(await steps.nth(1).textContent()).toMatch(/Result.*Pays \d+\.\d{2}× the bet/);
    await detail.getByTestId('verify-round').click();
    await expect.poll(() => detail.getByTestId('verify-outcome').textContent()).toContain('Verified');
    await screenshot(page, 'betting-record-en');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => steps.first().locator('strong').textContent()).toBe('شرط');
    expect(await steps.nth(1).locator('strong').textContent()).toBe('نتیجہ');
    await detail.scrollIntoViewIfNeeded();
    await screenshot(page, 'betting-record-steps-ur');
    await page.getByTestId('language-select').selectOption('EN');

    await page.goto('/member?page=personalProfit');
    await page.getByTestId('loss-row').first().waitFor();
    expect(await page.getByTestId('loss-row').first().textContent()).toContain('Slots');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'personal-loss-ur');
  });
});
