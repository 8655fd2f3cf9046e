import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerLogin, call, fundMember, PLAYER, staffToken } from '../support/wps-http';
import { balanceText, signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('wallet transfers and a transfer to the upline', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    const player = await bearerLogin(e2e.server, PLAYER.username, PLAYER.password);
    await fundMember(e2e.server, await staffToken(e2e.server), player, '1000');
    expect(
      (await call(e2e.server, 'PUT', '/wps/member/payment-password', { token: player, body: { newPassword: '135790', confirmNewPassword: '135790' } })).status,
    ).toBe(200);
  });
  afterAll(async () => e2e?.close());

  it('the player moves money into a game wallet, recalls it all, then pays the upline; the header follows without a reload', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, PLAYER.username, PLAYER.password);
    await page.goto('/');
    await expect.poll(() => balanceText(page)).toBe('Rs 1,000.00');

    await page.goto('/member?page=transferFund');
    const transfer = page.getByTestId('transfer-page');
    await expect.poll(() => transfer.getByTestId('wallet-main').textContent()).toContain('Rs 1,000.00');
    await transfer.getByTestId('transfer-to').selectOption('PG');
    await transfer.getByLabel('Amount', { exact: true }).fill('300');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => transfer.getByTestId('transfer-outcome').textContent()).toContain('Rs 300.00 moved from Main wallet to PG');
    await expect.poll(() => transfer.getByTestId('wallet-PG').textContent()).toContain('Rs 300.00');
    await expect.poll(() => balanceText(page)).toBe('Rs 700.00');
    expect(await transfer.getByTestId('wallets-total').textContent()).toBe('Rs 1,000.00');
    await screenshot(page, 'transfer-fund');

    await transfer.getByLabel('Amount', { exact: true }).fill('5000');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => transfer.textContent()).toContain('Not enough available balance for this amount.');

    await transfer.getByTestId('recall-all').click();
    await expect.poll(() => transfer.getByTestId('wallet-PG').textContent()).toContain('Rs 0.00');
    await expect.poll(() => balanceText(page)).toBe('Rs 1,000.00');
    await expect.poll(() => transfer.getByTestId('transfer-outcome').textContent()).toContain('Rs 300.00 moved from PG to Main wallet');
    await screenshot(page, 'transfer-recalled');

    await page.getByRole('button', { name: 'Transfer to upline' }).click();
    const team = page.getByTestId('team-transfer-page');
    await expect.poll(() => team.getByTestId('upline-card').textContent()).toContain('demo_agent');
    await team.getByLabel('Amount', { exact: true }).fill('120.50');
    await team.getByLabel('Payment password', { exact: true }).fill('000000');
    await team.getByRole('button', { name: 'Send', exact: true }).click();
    // Checking a payment password is a deliberately slow hash: allow for it.
    await expect.poll(() => team.textContent(), { timeout: 20_000 }).toContain('The payment password is wrong.');
    await team.getByLabel('Payment password', { exact: true }).fill('135790');
    await screenshot(page, 'transfer-upline');
    await team.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => team.getByTestId('team-sent').textContent(), { timeout: 20_000 }).toContain('Rs 120.50');
    await expect.poll(() => balanceText(page)).toBe('Rs 879.50');
    await screenshot(page, 'transfer-upline-sent');

    await page.getByTestId('language-select').selectOption('UR');
    await page.getByRole('button', { name: 'رقم کی منتقلی' }).click();
    await expect.poll(() => page.getByTestId('wallet-main').textContent()).toContain('879.50');
    await screenshot(page, 'transfer-fund-ur');
    const audit = await call(e2e.server, 'GET', '/wps/admin/ledger/audit', { token: await staffToken(e2e.server), console: true });
    expect(audit.body.value).toMatchObject({ ok: true, sumOfBalances: '0' });
  });
});
