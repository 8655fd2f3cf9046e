import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { rollDice } from '../support/house-play';
import { available, fund, PAY_PASSWORD } from '../support/withdrawal-world';
import { bearerLogin, call, staffToken } from '../support/wps-http';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('the points mall', () => {
  let e2e: E2E;
  let cli: CliHarness;
  const portal = (...args: string[]) => cli.run([...args, '--url', e2e.server.url]);
  beforeAll(async () => {
    e2e = await startE2E();
    cli = cliHarness();
    expect((await cli.run(['login', 'support', '--password-stdin', '--url', e2e.server.url], { stdin: 'Support#2026' })).exitCode).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  it('a member redeems goods with points and the payment password; support approves from the CLI and the cash arrives', async () => {
    expect((await portal('mall', 'add', '--name', 'Rs 5 bonus cash', '--kind', 'cash', '--points', '300', '--value', '5', '--stock', '10')).exitCode).toBe(0);
    expect((await portal('mall', 'add', '--name', 'Royal Lotus cap', '--kind', 'item', '--points', '5000', '--stock', '3')).exitCode).toBe(0);
    await registerMember(e2e.server, 'malle2e', 'Abc12345');
    const token = await bearerLogin(e2e.server, 'malle2e', 'Abc12345');
    await call(e2e.server, 'PUT', '/wps/member/payment-password', { token, body: { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD } });
    await fund(e2e.server, await staffToken(e2e.server), token, '300');
    await rollDice(e2e.server, token, 2, '10000');
    await e2e.server.platform.engagement.accruePoints.execute();

    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'malle2e', 'Abc12345');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/pointMall');
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('500 points');
    await screenshot(page, 'point-mall');
    const cash = page.getByTestId('goods').filter({ hasText: 'Rs 5 bonus cash' });
    expect(await page.getByTestId('goods').filter({ hasText: 'Royal Lotus cap' }).getByTestId('goods-redeem').isDisabled()).toBe(true);
    await cash.getByTestId('goods-redeem').click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByLabel('Payment password', { exact: true }).fill('111111');
    await dialog.getByTestId('redeem-submit').click();
    await expect.poll(() => dialog.getByTestId('redeem-error').textContent()).toContain('payment password');
    await dialog.getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
    await dialog.getByTestId('redeem-submit').click();
    await dialog.getByTestId('redeem-done').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('200 points');

    const queue = await portal('mall', 'redemptions', '--json');
    const redemption = (JSON.parse(queue.out.join('\n')) as { id: number; account: string }[]).find((r) => r.account === 'malle2e')!;
    const before = await available(e2e.server, token);
    expect((await portal('mall', 'approve', String(redemption.id))).out).toEqual([`redemption ${redemption.id} approved`]);
    expect(await available(e2e.server, token)).toBe(before + 500n);
    await page.reload();
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await expect.poll(() => page.getByTestId('redemption').first().getAttribute('data-status')).toBe('approved');
    await screenshot(page, 'point-mall-history');
  });
});
