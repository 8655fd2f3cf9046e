import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TestAuthenticator } from '../support/totp';
import { registerMember } from './support/accounts';
import { logInThroughModal } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const USER = 'totpplayer';
const PASSWORD = 'Abc12345';

describe('authenticator app and a login from a new IP in the browser', () => {
  let e2e: E2E;
  let app: TestAuthenticator;
  beforeAll(async () => {
    e2e = await startE2E();
    await registerMember(e2e.server, USER, PASSWORD);
  });
  afterAll(async () => e2e?.close());

  const openSecurityCentre = async (page: Page) => {
    await page.goto('/member?page=securityCenter');
    await page.getByTestId('authenticator').waitFor();
  };

  it('binds an authenticator from the QR code screen and shows the recovery codes once', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await logInThroughModal(page, USER, PASSWORD);
    await page.getByTestId('balance-value').waitFor();
    await openSecurityCentre(page);
    await page.getByTestId('authenticator-start').click();
    const secret = ((await page.getByTestId('authenticator-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).isVisible()).toBe(true);
    await page.getByTestId('authenticator').scrollIntoViewIfNeeded();
    await screenshot(page, 'authenticator-setup-en');
    app = new TestAuthenticator(secret, e2e.server.clock);
    await page.getByTestId('authenticator-confirm-code').fill('000000');
    await page.getByTestId('authenticator-confirm-submit').click();
    await expect.poll(() => page.getByTestId('authenticator').textContent()).toContain('The code is wrong or has expired.');
    await page.getByTestId('authenticator-confirm-code').fill(app.code());
    await page.getByTestId('authenticator-confirm-submit').click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(8);
    await screenshot(page, 'authenticator-recovery-en');
    await page.getByTestId('recovery-saved').click();
    await expect.poll(() => page.getByTestId('authenticator').textContent()).toContain('8 recovery codes left');
    expect(await page.getByTestId('session').count()).toBe(1);
    await page.getByTestId('member-menu-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('open-login').waitFor();
  });

  it('a login from a new IP asks for the authenticator code and passes with a correct one', async () => {
    const { page } = await e2e.newPage({ headers: { 'x-forwarded-for': '203.0.113.9' } });
    await page.goto('/');
    await logInThroughModal(page, USER, PASSWORD);
    const step = page.getByTestId('second-factor');
    await step.waitFor();
    expect(await step.getByTestId('factor-totp').getAttribute('aria-checked')).toBe('true');
    await step.getByTestId('factor-answer').fill('123123');
    await step.getByTestId('factor-submit').click();
    await expect.poll(() => step.textContent()).toContain('That is not right. 4 tries left.');
    await screenshot(page, 'second-factor-en');
    await step.getByTestId('factor-answer').fill(app.code());
    await step.getByTestId('factor-submit').click();
    await page.getByTestId('balance-value').waitFor();
    await expect.poll(() => page.getByTestId('login-notice').textContent()).toContain('Your previous login:');
    await openSecurityCentre(page);
    await expect.poll(() => page.getByTestId('session').count()).toBe(1);
    const rows = page.getByTestId('login-history-row');
    expect(await rows.first().textContent()).toContain('203.0.113.9');
    expect(await rows.first().textContent()).toContain('Password + authenticator');
    expect(await rows.nth(1).textContent()).toContain('Failed');
    await page.getByTestId('sessions').scrollIntoViewIfNeeded();
    await screenshot(page, 'security-centre-en');
  });

  it('in Urdu the challenge and the security centre read right to left', async () => {
    const { page } = await e2e.newPage({ headers: { 'x-forwarded-for': '203.0.113.10' } });
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('open-login').click();
    const modal = page.getByTestId('login-modal');
    await modal.locator('input[autocomplete="username"]').fill(USER);
    await modal.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await modal.locator('button[type="submit"]').click();
    const step = page.getByTestId('second-factor');
    await step.waitFor();
    expect(await step.textContent()).toContain('نیا آلہ یا مقام');
    await screenshot(page, 'second-factor-ur');
    await step.getByTestId('factor-answer').fill(app.code());
    await step.getByTestId('factor-submit').click();
    await page.getByTestId('balance-value').waitFor();
    await openSecurityCentre(page);
    await expect.poll(() => page.getByTestId('session').count()).toBe(2);
    await page.getByTestId('sessions').scrollIntoViewIfNeeded();
    await screenshot(page, 'security-centre-ur');
    await page.getByTestId('revoke-others').click();
    await expect.poll(() => page.getByTestId('session').count()).toBe(1);
  });
});
