import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToday } from '../support/clock-edges';
import { freshAccountNumber, fund, newMember, PAY_PASSWORD, withdrawingMember } from '../support/withdrawal-world';
import { call, staffToken, uniqueUsername } from '../support/wps-http';
import { logInThroughModal } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const PASSWORD = 'Abc12345';

describe('withdrawing the balance during a self-exclusion', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  /** A member with a balance, a payment password and a bank account, who then excludes themselves for a year. */
  const excludedMember = async (major: string): Promise<string> => {
    const member = await withdrawingMember(e2e.server, await staffToken(e2e.server), major, 'brk');
    const excluded = await call(e2e.server, 'POST', '/wps/member/protection/exclusion', { token: member.token, body: { duration: '1y' } });
    expect(excluded.status).toBe(200);
    return member.username;
  };
  const withdrawInstead = async (page: Page) => {
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('withdraw-during-break').click();
    await page.getByTestId('break-withdrawal').waitFor();
    return page.getByTestId('withdraw-form');
  };

  it('login is refused with the end date; "withdraw my balance" opens only the withdrawal screen, and the whole balance goes out', async () => {
    const username = await excludedMember('600');
    const { page } = await e2e.newPage();
    await page.goto('/');
    await logInThroughModal(page, username, PASSWORD);
    const modal = page.getByTestId('login-modal');
    await expect.poll(() => modal.textContent()).toContain('You have excluded yourself until');
    expect(await modal.textContent()).toContain(String(Number(operatorToday(e2e.server.clock).slice(0, 4)) + 1));
    await modal.getByTestId('withdraw-during-break').waitFor();
    await screenshot(page, 'break-login-refused');

    const form = await withdrawInstead(page);
    await expect.poll(() => page.getByTestId('withdraw-available').textContent()).toContain('Rs 600.00');
    await screenshot(page, 'break-withdrawal');
    await form.getByLabel('Amount', { exact: true }).fill('600');
    await form.getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByTestId('withdraw-success').waitFor();
    await expect.poll(() => page.getByTestId('withdraw-available').textContent()).toContain('Rs 0.00');
    await screenshot(page, 'break-withdrawal-requested');

    // Any other address shows the same screen; the server refuses anything else.
    await page.goto('/member?page=depositv2');
    await page.getByTestId('break-withdrawal').waitFor();
    expect(await page.getByTestId('deposit-page').count()).toBe(0);
    const deposit = await page.evaluate(async () => (await fetch('/wps/member/deposit/bank')).json());
    expect(deposit.code).toBe('protection.withdrawal_only');

    await page.getByTestId('break-sign-out').click();
    await page.getByTestId('open-login').waitFor();
  });

  it('the same path in Urdu', async () => {
    const username = await excludedMember('300');
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('open-login').click();
    const modal = page.getByTestId('login-modal');
    await modal.locator('input[autocomplete="username"]').fill(username);
    await modal.locator('input[type="password"]').fill(PASSWORD);
    await modal.locator('button[type="submit"]').click();
    await expect.poll(() => modal.textContent()).toContain('میرا بیلنس نکلوائیں');
    await screenshot(page, 'break-login-refused-ur');
    await withdrawInstead(page);
    await expect.poll(() => page.getByTestId('break-withdrawal').textContent()).toContain('اپنا بیلنس نکلوائیں');
    await page.getByTestId('withdraw-available').waitFor();
    await screenshot(page, 'break-withdrawal-ur');
  });

  it('a member who never set a payment password or bound a card sets both up on the break withdrawal screen, then withdraws', async () => {
    const username = uniqueUsername('brk');
    const { token } = await newMember(e2e.server, username);
    await fund(e2e.server, await staffToken(e2e.server), token, '250');
    expect((await call(e2e.server, 'POST', '/wps/member/protection/timeout', { token, body: { duration: '24h' } })).status).toBe(200);
    const { page } = await e2e.newPage();
    await page.goto('/');
    await logInThroughModal(page, username, PASSWORD);
    await page.getByTestId('login-modal').getByTestId('withdraw-during-break').waitFor();
    await page.getByTestId('login-modal').getByTestId('withdraw-during-break').click();

    const payForm = page.getByTestId('payment-password-form');
    await payForm.getByLabel('New payment password', { exact: true }).fill(PAY_PASSWORD);
    await payForm.getByLabel('Confirm the payment password', { exact: true }).fill(PAY_PASSWORD);
    await payForm.getByRole('button', { name: 'Set payment password' }).click();
    const bank = page.getByTestId('bank-form');
    await bank.getByLabel('Bank', { exact: true }).fill('Meezan Bank');
    await bank.getByLabel('Account number or IBAN', { exact: true }).fill(freshAccountNumber());
    await bank.getByLabel('Account holder', { exact: true }).fill('Ali Raza');
    await screenshot(page, 'break-withdrawal-setup');
    await bank.getByRole('button', { name: 'Add bank account' }).click();
    const form = page.getByTestId('withdraw-form');
    await form.getByLabel('Amount', { exact: true }).fill('250');
    await form.getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByTestId('withdraw-success').waitFor();
  });
});
