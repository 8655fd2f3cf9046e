import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const USER = 'profileplayer';
const PASSWORD = 'Abc12345';

describe('my account profile in the browser', () => {
  let e2e: E2E;
  let cli: StaffCli;
  beforeAll(async () => {
    e2e = await startE2E();
    cli = await staffCli(e2e.server.url);
    await registerMember(e2e.server, USER, PASSWORD);
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  const lastCode = async (to: string) => {
    const outbox = JSON.parse((await cli.at('outbox', 'list', '--to', to, '--json')).stdout) as { body: string }[];
    return /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')![1]!;
  };

  it('refuses an under-age birthday under its field, saves the profile and avatar, and keeps them across a reload', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, USER, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=securityCenter');
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    await page.getByTestId('profile-nickname').fill('Lotus Queen');
    await page.getByTestId('profile-realName').fill('Amna Malik');
    await page.getByTestId('profile-birthday').fill(`${new Date().getFullYear() - 10}-03-14`);
    await page.getByTestId('profile-zalo').fill('0901234567');
    await page.getByTestId('profile-incomeSource').selectOption('business');
    await page.getByTestId('avatar-crown').click();
    await page.getByTestId('profile-submit').click();
    await expect.poll(() => form.textContent()).toContain('You must be at least 18 years old.');
    await page.getByTestId('profile-birthday').fill('1994-03-14');
    await page.getByTestId('profile-submit').click();
    await page.getByTestId('profile-saved').waitFor();
    await expect.poll(() => page.getByTestId('member-menu-button').locator('img').getAttribute('src')).toBe('/avatars/crown.svg');
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-en');

    await page.reload();
    await form.waitFor();
    expect(await page.getByTestId('profile-nickname').inputValue()).toBe('Lotus Queen');
    expect(await page.getByTestId('profile-birthday').inputValue()).toBe('1994-03-14');
    expect(await page.getByTestId('profile-incomeSource').inputValue()).toBe('business');
    expect(await page.getByTestId('avatar-crown').getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-ur');
  });

  it('binds a mobile number and an email address with the codes sent to them', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, USER, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=securityCenter');
    await page.getByTestId('contact-mobile-edit').click();
    const mobileForm = page.getByTestId('bind-mobile-form');
    await mobileForm.getByLabel('Mobile number').fill('03007654321');
    await mobileForm.getByTestId('send-code').click();
    await expect.poll(() => mobileForm.getByTestId('send-code').isDisabled()).toBe(true);
    await mobileForm.getByLabel('Verification code').fill(await lastCode('+923007654321'));
    await page.getByTestId('bind-mobile-submit').click();
    await expect.poll(() => page.getByTestId('contact-mobile').textContent()).toContain('+923007654321');

    await page.getByTestId('contact-email-edit').click();
    await page.getByTestId('bind-email').fill('profile.player@example.com');
    await page.getByTestId('send-email-code').click();
    await page.getByTestId('bind-email-code').fill('000000');
    await page.getByTestId('bind-email-submit').click();
    await expect.poll(() => page.getByTestId('bind-email-form').textContent()).toContain('Invalid verification code.');
    await page.getByTestId('bind-email-code').fill(await lastCode('profile.player@example.com'));
    await page.getByTestId('bind-email-submit').click();
    await expect.poll(() => page.getByTestId('contact-email').textContent()).toContain('profile.player@example.com');
    await page.getByTestId('contact-email').scrollIntoViewIfNeeded();
    await screenshot(page, 'contact-bound-en');
  });
});
