import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureNode } from '../../core/domain/system/settings';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { call, putSetting, registerMember, staffToken } from '../support/wps-http';
import { logInThroughModal } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const withFlag = (tree: FeatureNode[], modId: string): FeatureNode[] =>
  tree.map((n) => ({ ...n, enabled: n.modId === modId || n.enabled, childrenNodes: withFlag([...n.childrenNodes], modId) }));

describe('forgot password in the browser', () => {
  let e2e: E2E;
  let cli: StaffCli;
  let staff: string;
  let settings: Record<string, any>;
  beforeAll(async () => {
    e2e = await startE2E();
    cli = await staffCli(e2e.server.url);
    staff = await staffToken(e2e.server);
    settings = (await call(e2e.server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(e2e.server, staff, 'register', { ...settings['register'], email: { ...settings['register'].email, shown: true } });
    await registerMember(e2e.server, 'mailplayer', 'Abc12345', { email: 'mail.player@example.com' });
    await registerMember(e2e.server, 'phoneplayer', 'Abc12345', { mobileNum: '+923331234567' });
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  const outbox = async (to: string) => (JSON.parse((await cli.at('outbox', 'list', '--to', to, '--json')).stdout) as { body: string }[])[0]?.body ?? '';

  it('by email: the link from the outbox opens the reset form, and the new password logs in', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-login').click();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Forgot password?' }).click();
    const modal = page.getByTestId('forgot-password');
    await modal.getByLabel('Username').fill('mailplayer');
    await modal.getByLabel('Email').fill('mail.player@example.com');
    await modal.getByRole('button', { name: 'Send the link' }).click();
    await modal.getByTestId('reset-link-sent').waitFor();
    await screenshot(page, 'forgot-email-sent');

    const link = new URL(/https?:\/\/\S+/.exec(await outbox('mail.player@example.com'))![0]);
    await page.goto(`${link.pathname}${link.search}`);
    const form = page.getByTestId('reset-password');
    await form.getByLabel('New password', { exact: true }).fill('Fresh2026x');
    await form.getByLabel('Confirm new password').fill('Fresh2026x');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => form.textContent(), { timeout: 10_000 }).toContain('Your password has been changed.');
    await screenshot(page, 'reset-password-done');
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-modal').waitFor();
    await logInThroughModal(page, 'mailplayer', 'Fresh2026x');
    await page.getByTestId('balance-value').waitFor();
  });

  it('by phone (the default once switched on): the code resets the password and logs in', async () => {
    await putSetting(e2e.server, staff, 'whitelabel', withFlag(settings['whitelabel'], 'CHNGPASSVERIF3'));
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-login').click();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Forgot password?' }).click();
    const modal = page.getByTestId('forgot-password');
    await modal.getByLabel('Mobile number').fill('3331234567');
    await modal.getByTestId('send-code').click();
    await expect.poll(() => modal.getByTestId('send-code').isDisabled()).toBe(true);
    await modal.getByLabel('Verification code').fill(/\b(\d{6})\b/.exec(await outbox('+923331234567'))![1]!);
    await modal.getByLabel('New password', { exact: true }).fill('Phone2026x');
    await modal.getByLabel('Confirm new password').fill('Phone2026x');
    await screenshot(page, 'forgot-phone');
    await modal.getByRole('button', { name: 'Set the password and log in' }).click();
    await page.getByTestId('balance-value').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
