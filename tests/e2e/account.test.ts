import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceText, expectLoggedInAs, logInThroughModal } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('accounts in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('registers, shows a 0.00 balance, refreshes it and logs out after confirming', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    await modal.waitFor();
    await screenshot(page, 'register-modal');
    await modal.getByLabel('Username', { exact: true }).fill('newplayer1');
    await modal.getByLabel('Password', { exact: true }).fill('Secret123');
    await modal.getByLabel('Confirm password', { exact: true }).fill('Secret123');
    await modal.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => modal.getByTestId('register-error').textContent()).toContain('terms');
    await modal.getByLabel(/terms and conditions/).check();
    await modal.getByLabel(/at least 18 years/).check();
    await modal.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('balance-value').waitFor();
    expect(await balanceText(page)).toBe('Rs 0.00');
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'home-logged-in');

    await page.getByTestId('refresh-balance').click();
    await expect.poll(() => balanceText(page)).toBe('Rs 0.00');
    await expectLoggedInAs(page, 'newplayer1');

    await page.getByTestId('member-menu-button').click();
    await page.getByTestId('logout-button').click();
    const confirm = page.getByTestId('logout-confirm');
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to sign out?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('open-login').waitFor();
    expect(await page.getByTestId('balance-value').count()).toBe(0);
  });
});
