import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLoggedInAs, logInThroughModal } from './support/actions';
import { registerMember } from './support/accounts';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('forced password change', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await registerMember(e2e.server, 'weakling', 'abc123456');
  });
  afterAll(async () => e2e?.close());

  it('demands a new password after logging in with the default one; then only the new one works', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await logInThroughModal(page, 'weakling', 'abc123456');
    const modal = page.getByTestId('change-password-modal');
    await modal.waitFor();
    expect(await modal.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await screenshot(page, 'forced-password-change');

    await modal.getByLabel('Current password', { exact: true }).fill('abc123456');
    await modal.getByLabel('New password', { exact: true }).fill('Better2026');
    await modal.getByLabel('Confirm new password', { exact: true }).fill('Better2026');
    await modal.getByRole('button', { name: 'Change password' }).click();
    await modal.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, 'weakling');

    await page.getByTestId('member-menu-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('open-login').waitFor();

    await logInThroughModal(page, 'weakling', 'abc123456');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('Wrong username or password');
    await logInThroughModal(page, 'weakling', 'Better2026');
    await expectLoggedInAs(page, 'weakling');
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);
  });
});
