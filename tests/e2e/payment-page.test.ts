import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_CARDS } from '../../adapters/demo-psp/card-rules';
import { balanceText, logInThroughModal } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('an online deposit through the payment page', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  /** Chooses the online method on the deposit page and continues to the provider with `amount`. */
  async function payOnline(page: Page, amount: string, shot: string): Promise<void> {
    await page.goto('/member?page=depositv2');
    await page.getByTestId('method-online').click();
    await page.getByTestId('online-amount').fill(amount);
    await screenshot(page, shot);
    await page.getByTestId('online-submit').click();
    await page.waitForURL('**/psp/checkout?token=*');
  }

  it('the player pays with the test card on the provider page, comes back, and the header balance follows without a reload', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await logInThroughModal(page, 'demo_player', 'Player#2026');
    await page.getByTestId('balance-value').waitFor();
    expect(await balanceText(page)).toBe('Rs 0.00');

    await payOnline(page, '750.50', 'payment-page-form');
    expect(await page.getByTestId('psp-amount').textContent()).toBe('750.50 PKR');
    await page.getByLabel('Name on card').fill('Ali Raza');
    await page.getByLabel('Card number').fill(TEST_CARDS.approved);
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await screenshot(page, 'psp-checkout');
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL('**/member?page=depositv2&order=PP*');
    await page.getByTestId('payment-result').waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe('Rs 750.50');
    await expect.poll(() => page.getByTestId('payment-result').getAttribute('data-state')).toBe('credited');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByTestId('payment-result').textContent()).toContain('Deposit credited');
    expect(await page.getByTestId('deposit-item').first().getAttribute('data-status')).toBe('approved');
    await screenshot(page, 'payment-page-credited');
  });

  it('in Urdu, a payment failed on the provider page shows as failed and credits nothing', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.evaluate(() => localStorage.setItem('lang', 'EN'));
    await page.reload();
    await logInThroughModal(page, 'demo_player', 'Player#2026');
    await page.getByTestId('balance-value').waitFor();
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const before = await balanceText(page);

    await payOnline(page, '300', 'payment-page-form-urdu');
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await page.waitForURL('**/member?page=depositv2&order=PP*');
    await expect.poll(() => page.getByTestId('payment-result').getAttribute('data-state'), { timeout: 20_000 }).toBe('failed');
    expect(await page.getByTestId('payment-result').textContent()).toContain('ادائیگی مکمل نہیں ہوئی');
    expect(await page.getByTestId('deposit-item').first().getAttribute('data-status')).toBe('failed');
    expect(await balanceText(page)).toBe(before);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'payment-page-failed-urdu');
  });
});
