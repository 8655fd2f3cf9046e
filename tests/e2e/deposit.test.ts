import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { balanceText, signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('a bank deposit from the cashier to the header balance', () => {
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

  it('the player submits a deposit, support approves it from the CLI, and the header balance follows without a reload', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'demo_player', 'Player#2026');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    expect(await balanceText(page)).toBe('Rs 0.00');

    await page.goto('/member?page=depositv2');
    const cashier = page.getByTestId('deposit-page');
    await cashier.getByLabel('Amount', { exact: true }).fill('1250.50');
    await cashier.getByLabel("Payer's name", { exact: true }).fill('Ali Raza');
    await screenshot(page, 'deposit-form');
    await cashier.getByRole('button', { name: 'Submit deposit' }).click();
    await expect.poll(() => cashier.textContent()).toContain('Waiting for confirmation');
    await screenshot(page, 'deposit-waiting');

    const pending = JSON.parse((await cli.run(['deposit', 'list', '--json', '--url', e2e.server.url])).stdout) as { id: number; amount: string }[];
    expect(pending).toHaveLength(1);
    expect(pending[0]!.amount).toBe('125050');
    expect((await cli.run(['deposit', 'approve', String(pending[0]!.id), '--url', e2e.server.url])).exitCode).toBe(0);

    await expect.poll(() => balanceText(page)).toBe('Rs 1,250.50');

    await page.goto('/member?page=transactionHistory');
    await expect.poll(() => page.locator('main').textContent()).toContain('1,250.50');
    await screenshot(page, 'account-record');
    expect((await cli.run(['ledger', 'audit', '--url', e2e.server.url])).exitCode).toBe(0);
  });
});
