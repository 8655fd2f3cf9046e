import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureNode } from '../../core/domain/system/settings';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { call, putSetting, registerMember, staffToken } from '../support/wps-http';
import { screenshot, startE2E, type E2E } from './support/browser';

const withFlag = (tree: FeatureNode[], modId: string): FeatureNode[] =>
  tree.map((n) => ({ ...n, enabled: n.modId === modId || n.enabled, childrenNodes: withFlag([...n.childrenNodes], modId) }));

describe('SMS login in the browser', () => {
  let e2e: E2E;
  let cli: StaffCli;
  beforeAll(async () => {
    e2e = await startE2E();
    cli = await staffCli(e2e.server.url);
    const staff = await staffToken(e2e.server);
    const settings = (await call(e2e.server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(e2e.server, staff, 'whitelabel', withFlag(settings.whitelabel, 'SMSLOGIN'));
    await registerMember(e2e.server, 'smsplayer', 'Abc12345', { mobileNum: '+923001234567' });
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  const lastCode = async () => {
    const outbox = JSON.parse((await cli.at('outbox', 'list', '--to', '+923001234567', '--json')).stdout) as { body: string }[];
    return /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')![1]!;
  };

  it('sends a code with a countdown, refuses the sixth answer, and logs in with a fresh code', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-login').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('sms-tab').click();
    await modal.getByTestId('dialing-code').selectOption('+92');
    await modal.getByLabel('Mobile number').fill('0300 1234567');
    await modal.getByTestId('send-code').click();
    await expect.poll(() => modal.getByTestId('send-code').textContent()).toMatch(/^Resend in \d+ s$/);
    expect(await modal.getByTestId('send-code').isDisabled()).toBe(true);
    await screenshot(page, 'sms-login-countdown');

    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await modal.getByLabel('Verification code').fill(wrong);
      await modal.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect.poll(() => modal.textContent()).toContain('Invalid verification code.');
    }
    await modal.getByLabel('Verification code').fill(code);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => modal.textContent()).toContain('Too many wrong codes, please request a new one.');

    await e2e.server.database.db.deleteFrom('verification_codes').execute();
    await page.reload();
    await page.getByTestId('open-login').click();
    await modal.getByTestId('sms-tab').click();
    await modal.getByLabel('Mobile number').fill('3001234567');
    await modal.getByTestId('send-code').click();
    await expect.poll(() => modal.getByTestId('send-code').isDisabled()).toBe(true);
    await modal.getByLabel('Verification code').fill(await lastCode());
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('balance-value').waitFor();
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);
  });
});
