import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { uniqueUsername } from '../support/wps-http';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const PASSWORD_RULE = '6–20 characters: English letters, digits, and symbols such as ! # @ _. Include a letter and a digit.';

/** The text the field's aria-describedby points at: its rule before an error, the error after. */
async function description(page: Page, input: Locator): Promise<string> {
  const id = await input.getAttribute('aria-describedby');
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

describe('forms say their rules, and actions say what they did', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('registration shows the password rule before any error, accepts Lotus#2026 and welcomes the new member', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    const password = modal.getByLabel('Password', { exact: true });
    await expect.poll(() => description(page, password)).toBe(PASSWORD_RULE);
    expect(await description(page, modal.getByLabel('Username', { exact: true }))).toBe('4–16 characters: English letters and digits. Start with a letter.');

    const username = uniqueUsername('lotus');
    await modal.getByLabel('Username', { exact: true }).fill(username);
    await password.fill('Lotus#');
    await modal.getByLabel('Confirm password', { exact: true }).fill('Lotus#');
    await modal.getByLabel(/terms and conditions/).check();
    await modal.getByLabel(/at least 18 years/).check();
    await modal.getByRole('button', { name: 'Create account' }).click();
    // The error is the same sentence as the rule, and is what the field is now described by.
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, password)).toBe(PASSWORD_RULE);

    await password.fill('Lotus#2026');
    await modal.getByLabel('Confirm password', { exact: true }).fill('Lotus#2026');
    await modal.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByTestId('toast').first().textContent())
      .toBe(`Welcome to Royal Lotus, ${username}! Your account is ready and you are logged in.`);
    await page.getByTestId('balance-value').waitFor();
    await screenshot(page, 'register-welcome');
  });

  it('the payment password form says "6 digits" (never "6–6") before and after a wrong one, and confirms once it is set', async () => {
    const username = uniqueUsername('paypw');
    await registerMember(e2e.server, username, 'Abc12345');
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, username, 'Abc12345');
    await page.goto('/member?page=securityCenter');
    const form = page.getByTestId('payment-password-form');
    const input = form.getByTestId('pay-new');
    await expect.poll(() => description(page, input)).toBe('6 digits. Not your login password.');
    await input.fill('12345');
    await form.getByTestId('pay-confirm').fill('12345');
    await form.getByTestId('pay-submit').click();
    await expect.poll(() => description(page, input)).toBe('6 digits.');
    expect(await form.textContent()).not.toContain('6–6');

    await input.fill('135790');
    await form.getByTestId('pay-confirm').fill('135790');
    await form.getByTestId('pay-submit').click();
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toBe('Payment password set. It will be asked before money leaves your wallet.');
    await screenshot(page, 'payment-password-set');
  });

  it("the agent's register-accounts shows the rules and takes a password with a symbol", async () => {
    const { page } = await e2e.newPage();
    await page.goto('/agent');
    await page.getByLabel('Username', { exact: true }).fill('demo_agent');
    await page.getByLabel('Password', { exact: true }).fill('Agent#2026');
    await page.getByRole('button', { name: 'Agent login' }).click();
    await page.waitForURL('**/agentHome');
    await page.locator('.agent-home__nav').getByRole('button', { name: 'Register accounts', exact: true }).click();
    const form = page.getByTestId('register-centre');
    const password = form.getByLabel('Password', { exact: true });
    await expect.poll(() => description(page, password)).toBe(PASSWORD_RULE);
    const downline = uniqueUsername('agsym');
    await form.getByLabel('Username', { exact: true }).fill(downline);
    await password.fill('Lotus#2026');
    await form.getByRole('button', { name: 'Register account', exact: true }).click();
    await expect.poll(() => page.getByTestId('register-done').textContent()).toContain(downline);
  });
});
