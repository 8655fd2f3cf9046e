import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { fund, PNG_PROOF } from '../support/withdrawal-world';
import { bearerLogin, putSetting, staffToken } from '../support/wps-http';
import { registerMember } from './support/accounts';
import { balanceText, logInThroughModal, signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const PASSWORD = 'Abc12345';
/** Text as read: money in a sentence is isolated (U+2066…U+2069) and kept on one line (no-break spaces). */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066\u2069]/g, '').replaceAll('\u00a0', ' ');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_PROOF) });

describe('promotions, the reward centre and bonus details', () => {
  let e2e: E2E;
  let cli: CliHarness;
  beforeAll(async () => {
    e2e = await startE2E();
    cli = cliHarness();
    expect((await cli.run(['login', 'support', '--password-stdin', '--url', e2e.server.url], { stdin: 'Support#2026' })).exitCode).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  it('a deposit bonus is claimed once (a second claim is refused) and its turnover lock shows in bonus details and on the withdrawal page', async () => {
    await registerMember(e2e.server, 'bonuse2e', PASSWORD);
    await fund(e2e.server, await staffToken(e2e.server), await bearerLogin(e2e.server, 'bonuse2e', PASSWORD), '300');
    const { page, context } = await e2e.newPage();
    await page.goto('/promotions');
    await page.getByTestId('promotion').first().waitFor();
    await screenshot(page, 'promotions-visitor');
    await logInThroughModal(page, 'bonuse2e', PASSWORD);
    await expect.poll(() => balanceText(page)).toBe('Rs 300.00');
    const welcome = page.getByTestId('promotion').filter({ hasText: 'Welcome bonus 100%' });
    await expect.poll(() => welcome.getAttribute('data-state')).toBe('claim');
    const claimable = await page.getByTestId('promotion-claim').count();
    await expect.poll(async () => Number(await page.locator('.side-menu__item', { hasText: 'Reward centre' }).locator('.badge').textContent())).toBe(claimable);
    await screenshot(page, 'promotions-member');

    const stale = await context.newPage();
    await stale.goto('/promotions');
    const staleWelcome = stale.getByTestId('promotion').filter({ hasText: 'Welcome bonus 100%' });
    await expect.poll(() => staleWelcome.getAttribute('data-state')).toBe('claim');

    await welcome.getByRole('button', { name: /Details of/ }).click();
    const content = page.getByTestId('promotion-content');
    await expect.poll(() => content.locator('li').count()).toBe(2);
    expect(await content.textContent()).not.toContain('#');
    expect(await content.locator('strong').first().textContent()).toBe('100.00');
    await page.getByTestId('promotion-dialog').getByRole('button', { name: 'Close' }).click();

    await welcome.getByTestId('promotion-claim').click();
    await expect.poll(() => welcome.getAttribute('data-state')).toBe('claimed');
    await expect.poll(() => balanceText(page)).toBe('Rs 600.00');
    await expect
      .poll(async () => plain(await page.getByTestId('toast').textContent()))
      .toBe('Bonus of Rs 300.00 added to your main wallet. Withdrawals open after you bet Rs 1,500.00.');

    await staleWelcome.getByTestId('promotion-claim').click();
    await expect.poll(() => staleWelcome.getByTestId('promotion-error').textContent()).toBe('You have already claimed this reward.');
    await expect.poll(() => balanceText(page)).toBe('Rs 600.00');

    await page.goto('/member?page=bonusDetails');
    const lock = page.getByTestId('turnover-lock');
    await expect.poll(() => lock.textContent()).toContain('Rs 1,500.00');
    expect(await page.getByTestId('bonus').textContent()).toContain('Welcome bonus 100%');
    await screenshot(page, 'bonus-details');
    await page.goto('/member?page=withdraw');
    // The server decides what can leave now: nothing, and the page says why rather than showing the balance as available.
    await expect
      .poll(async () => plain(await page.getByTestId('withdraw-hold').textContent()))
      .toBe('Your wallet holds Rs 600.00, but nothing can be withdrawn until you bet Rs 1,500.00 more to complete your bonus turnover.');
    expect(await page.getByTestId('withdraw-available').locator('.balance-card__value').textContent()).toBe('Rs 0.00');
  });

  it('an application takes three pictures, refuses a fourth and a 6 MB one by name, and is paid when support approves it from the CLI', async () => {
    await registerMember(e2e.server, 'applye2e', PASSWORD);
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'applye2e', PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/promotions');
    const share = page.getByTestId('promotion').filter({ hasText: 'Share and win' });
    await share.getByTestId('promotion-join').click();
    const dialog = page.getByTestId('promotion-dialog');
    const files = dialog.getByTestId('application-files');
    const error = dialog.getByTestId('application-error');

    const big = Buffer.alloc(6 * 1024 * 1024);
    Buffer.from(PNG_PROOF).copy(big);
    await files.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect.poll(() => error.textContent()).toBe('A picture can be at most 5 MB.');
    await files.setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
    await expect.poll(() => dialog.getByTestId('application-picture').count()).toBe(3);
    await files.setInputFiles(png('four.png'));
    await expect.poll(() => error.textContent()).toBe('Attach at most 3 pictures.');
    expect(await dialog.getByTestId('application-picture').count()).toBe(3);
    await dialog.getByTestId('application-comment').fill('Shared on my page today');
    await screenshot(page, 'promotion-application');
    await dialog.getByTestId('application-submit').click();
    await expect.poll(() => share.getAttribute('data-state')).toBe('applying');

    const queue = await cli.run(['promo', 'applications', '--json', '--url', e2e.server.url]);
    const application = (JSON.parse(queue.out.join('\n')) as { id: number; username: string; images: number[] }[]).find((a) => a.username === 'applye2e')!;
    expect(application.images).toHaveLength(3);
    expect((await cli.run(['promo', 'approve', String(application.id), '--url', e2e.server.url])).exitCode).toBe(0);
    await expect.poll(() => balanceText(page)).toBe('Rs 20.00');
    await page.reload();
    await expect.poll(() => page.getByTestId('promotion').filter({ hasText: 'Share and win' }).getAttribute('data-state')).toBe('issued');
  });

  it('after registering, the Zalo prompt adds the number and pays the operator’s bonus', async () => {
    expect((await putSetting(e2e.server, await staffToken(e2e.server), 'zaloBonus', 1500)).status).toBe(200);
    try {
      const { page } = await e2e.newPage();
      await page.goto('/register');
      const modal = page.getByTestId('register-modal');
      await modal.getByLabel('Username', { exact: true }).fill('zaloe2e');
      await modal.getByLabel('Password', { exact: true }).fill('Secret123');
      await modal.getByLabel('Confirm password', { exact: true }).fill('Secret123');
      await modal.getByLabel(/terms and conditions/).check();
      await modal.getByLabel(/at least 18 years/).check();
      await modal.getByRole('button', { name: 'Create account' }).click();
      const prompt = page.getByTestId('zalo-prompt');
      await prompt.waitFor();
      await prompt.getByLabel('Zalo number', { exact: true }).fill('0912345678');
      await screenshot(page, 'zalo-prompt');
      await prompt.getByTestId('zalo-submit').click();
      await prompt.getByTestId('zalo-done').waitFor();
      await expect.poll(() => balanceText(page)).toBe('Rs 15.00');
    } finally {
      await putSetting(e2e.server, await staffToken(e2e.server), 'zaloBonus', 0);
    }
  });

  it('shows the promotions page right to left in Urdu', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/promotions');
    await page.getByTestId('language-select').selectOption('UR');
    await page.getByTestId('promotion').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByRole('tab', { name: 'سب' }).count()).toBe(1);
    await screenshot(page, 'promotions-urdu');
  });
});
