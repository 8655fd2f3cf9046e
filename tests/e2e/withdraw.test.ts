import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { fund } from '../support/withdrawal-world';
import { bearerLogin, PLAYER, staffToken } from '../support/wps-http';
import { balanceText, signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('a withdrawal from the security centre to the receipt', () => {
  let e2e: E2E;
  let cli: CliHarness;
  beforeAll(async () => {
    e2e = await startE2E();
    cli = cliHarness();
    expect((await cli.run(['login', 'support', '--password-stdin', '--url', e2e.server.url], { stdin: 'Support#2026' })).exitCode).toBe(0);
    await fund(e2e.server, await staffToken(e2e.server), await bearerLogin(e2e.server, PLAYER.username, PLAYER.password), '2000');
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  it('the player sets a payment password, binds a bank account and withdraws; support approves from the CLI; the player confirms receipt', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, PLAYER.username, PLAYER.password);
    await page.goto('/');
    await expect.poll(() => balanceText(page)).toBe('Rs 2,000.00');

    await page.goto('/member?page=withdraw');
    await page.getByTestId('go-security').waitFor();
    await screenshot(page, 'withdraw-needs-password');
    await page.getByTestId('go-security').click();

    const payForm = page.getByTestId('payment-password-form');
    await payForm.getByLabel('New payment password', { exact: true }).fill('135790');
    await payForm.getByLabel('Confirm the payment password', { exact: true }).fill('135790');
    await payForm.getByRole('button', { name: 'Set payment password' }).click();
    await page.getByTestId('pay-saved').waitFor();
    await payForm.getByLabel('Current payment password', { exact: true }).waitFor();

    const bank = page.getByTestId('bank-form');
    await bank.getByLabel('Bank', { exact: true }).fill('Meezan Bank');
    await bank.getByLabel('Account number or IBAN', { exact: true }).fill('0101 2345 6789');
    await bank.getByLabel('Account holder', { exact: true }).fill('Ali Raza');
    await bank.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(() => page.getByTestId('bank-account').textContent()).toContain('****6789');
    await bank.getByLabel('Account number or IBAN', { exact: true }).fill('2222 3333 4444');
    await screenshot(page, 'security-centre');

    await page.goto('/member?page=withdraw');
    const form = page.getByTestId('withdraw-form');
    await form.getByLabel('Amount', { exact: true }).fill('750.25');
    await form.getByLabel('Payment password', { exact: true }).fill('135790');
    await screenshot(page, 'withdraw-form');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByTestId('withdraw-success').waitFor();
    await expect.poll(() => balanceText(page)).toBe('Rs 1,249.75');
    await screenshot(page, 'withdraw-requested');

    const pending = JSON.parse((await cli.run(['withdraw', 'list', '--json', '--url', e2e.server.url])).stdout) as {
      id: number;
      amount: string;
      accountNumber: string;
    }[];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ amount: '75025', accountNumber: '****6789' });
    expect((await cli.run(['withdraw', 'approve', String(pending[0]!.id), '--url', e2e.server.url])).exitCode).toBe(0);

    await page.getByTestId('withdrawals-refresh').click();
    const item = page.getByTestId('withdrawal-item').first();
    await expect.poll(() => item.getAttribute('data-status')).toBe('approved');
    await item.getByTestId('receipt-actions').waitFor();
    await screenshot(page, 'withdraw-approved');
    await item.getByTestId('receipt-received').click();
    await expect.poll(() => item.getAttribute('data-receipt')).toBe('received');
    expect(await balanceText(page)).toBe('Rs 1,249.75');
    await screenshot(page, 'withdraw-received');

    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'withdraw-urdu');
    await page.goto('/member?page=securityCenter');
    await page.getByTestId('bank-account').waitFor();
    await screenshot(page, 'security-centre-urdu');
    expect((await cli.run(['ledger', 'audit', '--url', e2e.server.url])).exitCode).toBe(0);
  });
});
