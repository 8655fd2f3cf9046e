import { withFlags } from '../support/feature-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { call, putSetting, staffToken } from '../support/wps-http';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('mobile registration in the browser', () => {
  let e2e: E2E;
  let cli: StaffCli;
  beforeAll(async () => {
    e2e = await startE2E();
    cli = await staffCli(e2e.server.url);
    const staff = await staffToken(e2e.server);
    const settings = (await call(e2e.server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(e2e.server, staff, 'whitelabel', withFlags(settings.whitelabel, { MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true }));
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  it('registers with the code read from the outbox and a password, and is logged in', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-register').click();
    const modal = page.getByTestId('register-modal');
    await modal.getByTestId('register-mobile-tab').waitFor();
    expect(await modal.getByTestId('register-mobile-tab').getAttribute('aria-selected')).toBe('true');
    const form = modal.getByTestId('mobile-register-form');
    await form.getByTestId('dialing-code').selectOption('+92');
    await form.getByLabel('Mobile number').fill('0301 7654321');
    await form.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(() => form.textContent()).toContain('Please enter the verification code.');

    await form.getByTestId('send-code').click();
    await expect.poll(() => form.getByTestId('send-code').isDisabled()).toBe(true);
    const outbox = JSON.parse((await cli.at('outbox', 'list', '--to', '+923017654321', '--json')).stdout) as { body: string }[];
    const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')![1]!;
    await form.getByLabel('Verification code').fill(code);
    await form.getByLabel('Password', { exact: true }).fill('abc123456');
    await form.getByLabel('Confirm password').fill('abc123456');
    await form.locator('input[type=checkbox]').nth(0).check();
    await form.locator('input[type=checkbox]').nth(1).check();
    await screenshot(page, 'register-mobile');
    await form.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByTestId('balance-value').waitFor();
    expect(await page.getByTestId('register-modal').count()).toBe(0);
    const info = await e2e.server.database.db
      .selectFrom('accounts')
      .select(['username', 'mobile_num'])
      .where('mobile_num', '=', '+923017654321')
      .executeTakeFirstOrThrow();
    expect(info.username).toBe('m923017654321');
  });
});
