import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToday } from '../support/clock-edges';
import { logInThroughModal, signIn } from './support/actions';
import { registerMember } from './support/accounts';
import { screenshot, startE2E, type E2E } from './support/browser';

const PASSWORD = 'Abc12345';

describe('responsible gaming in the security centre', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  const openSection = async (page: Page, user: string) => {
    await signIn(page, e2e.server, user, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=securityCenter');
    const section = page.getByTestId('responsible-gaming');
    await section.getByTestId('limit-deposit-day').waitFor();
    return section;
  };

  it('a daily deposit limit refuses a larger deposit; raising it waits for the cooling-off', async () => {
    await registerMember(e2e.server, 'limitlily', PASSWORD);
    const { page } = await e2e.newPage();
    const section = await openSection(page, 'limitlily');
    const daily = section.getByTestId('limit-deposit-day');
    await daily.getByTestId('limit-deposit-day-input').fill('500');
    await daily.getByTestId('limit-deposit-day-save').click();
    await expect.poll(() => daily.getByTestId('limit-deposit-day-effective').textContent()).toBe('Rs 500.00');
    await section.getByTestId('limits-deposit').scrollIntoViewIfNeeded();
    await screenshot(page, 'protection-limits');

    await page.goto('/member?page=depositv2');
    const cashier = page.getByTestId('deposit-page');
    await cashier.getByLabel('Amount', { exact: true }).fill('800');
    await cashier.getByLabel("Payer's name", { exact: true }).fill('Lily Khan');
    await cashier.getByRole('button', { name: 'Submit deposit' }).click();
    await expect.poll(() => cashier.textContent()).toContain('This deposit is over your deposit limit. You can deposit up to Rs 500.00 more in this period.');
    await screenshot(page, 'protection-deposit-refused');

    await page.goto('/member?page=securityCenter');
    await daily.getByTestId('limit-deposit-day-input').fill('2000');
    await daily.getByTestId('limit-deposit-day-save').click();
    await expect.poll(() => daily.textContent()).toMatch(/Rises to Rs 2,000\.00 on /);
    expect(await daily.getByTestId('limit-deposit-day-effective').textContent()).toBe('Rs 500.00');
    await daily.scrollIntoViewIfNeeded();
    await screenshot(page, 'protection-pending');

    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await section.getByTestId('limits-deposit').scrollIntoViewIfNeeded();
    await screenshot(page, 'protection-limits-ur');
  });

  it('self-exclusion ends the session at once and the next login is refused with the end date', async () => {
    await registerMember(e2e.server, 'excludeomar', PASSWORD);
    const { page } = await e2e.newPage();
    const section = await openSection(page, 'excludeomar');
    const card = section.getByTestId('exclusion-card');
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('exclusion-1y').check({ force: true });
    await card.getByTestId('exclusion-start').click();
    const dialog = page.getByTestId('exclusion-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('exclusion-confirm').isDisabled()).toBe(true);
    await dialog.getByTestId('exclusion-agree').check();
    await dialog.getByTestId('exclusion-word').fill('EXCLUDE');
    await screenshot(page, 'protection-exclusion-dialog');
    await dialog.getByTestId('exclusion-confirm').click();

    const ended = page.getByTestId('session-end-notice');
    await ended.waitFor();
    const year = String(Number(operatorToday(e2e.server.clock).slice(0, 4)) + 1);
    expect(await ended.textContent()).toContain('You have excluded yourself until');
    expect(await ended.textContent()).toContain(year);
    await screenshot(page, 'protection-session-ended');
    await ended.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('open-login').waitFor();

    await logInThroughModal(page, 'excludeomar', PASSWORD);
    const modal = page.getByTestId('login-modal');
    await expect.poll(() => modal.textContent()).toContain('You have excluded yourself until');
    expect(await modal.textContent()).toContain(year);
    await screenshot(page, 'protection-login-refused');

    await page.keyboard.press('Escape');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('open-login').click();
    const urModal = page.getByTestId('login-modal');
    await urModal.locator('input[autocomplete="username"]').fill('excludeomar');
    await urModal.locator('input[type="password"]').fill(PASSWORD);
    await urModal.locator('button[type="submit"]').click();
    await expect.poll(() => urModal.textContent()).toContain('آپ نے خود کو');
    await screenshot(page, 'protection-login-refused-ur');
  });

  it('registration may set a deposit limit that the new account starts with', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    await modal.getByLabel('Username', { exact: true }).fill('limitedlaila');
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await modal.getByText('Set a deposit limit (optional)').click();
    await modal.getByLabel('Period').selectOption('week');
    await modal.getByTestId('register-limit-amount').fill('300');
    await modal.getByLabel(/terms and conditions/).check();
    await modal.getByLabel(/at least 18 years/).check();
    await screenshot(page, 'protection-register-limit');
    await modal.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=securityCenter');
    await expect.poll(() => page.getByTestId('limit-deposit-week-effective').textContent()).toBe('Rs 300.00');
  });

  it('the exclusion dialog in Urdu reads right to left', async () => {
    await registerMember(e2e.server, 'urduzara', PASSWORD);
    const { page } = await e2e.newPage();
    await openSection(page, 'urduzara');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const card = page.getByTestId('exclusion-card');
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('exclusion-start').click();
    await page.getByTestId('exclusion-dialog').waitFor();
    await screenshot(page, 'protection-exclusion-dialog-ur');
  });
});
