import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollDice } from '../support/house-play';
import { available, fund } from '../support/withdrawal-world';
import { bearerLogin, staffToken } from '../support/wps-http';
import { registerMember } from './support/accounts';
import { logInThroughModal } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('VIP page and manual rebate', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('a member who reached Bronze sees the VIP page and claims the rebate on their valid bet once', async () => {
    await registerMember(e2e.server, 'vipe2e', 'Abc12345');
    const token = await bearerLogin(e2e.server, 'vipe2e', 'Abc12345');
    await fund(e2e.server, await staffToken(e2e.server), token, '12000');
    await rollDice(e2e.server, token, 2, '500000');

    const { page } = await e2e.newPage();
    await page.goto('/');
    await logInThroughModal(page, 'vipe2e', 'Abc12345');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=vip');
    await expect.poll(() => page.getByTestId('vip-level').textContent()).toBe('VIP 1 · Bronze');
    await screenshot(page, 'vip-page');

    await page.goto('/member?page=manualRebate');
    await expect.poll(() => page.getByTestId('rebate-total').textContent()).toBe('Rs 50.00');
    expect(await page.getByTestId('rebate-lines').textContent()).toContain('Slots');
    await screenshot(page, 'manual-rebate');
    const before = await available(e2e.server, token);
    await page.getByTestId('rebate-claim').click();
    await expect.poll(() => page.getByTestId('rebate-claimed').textContent()).toBe('Rs 50.00 has been added to your wallet.');
    expect(await available(e2e.server, token)).toBe(before + 5_000n);
    await expect.poll(() => page.getByTestId('rebate-total').textContent()).toBe('Rs 0.00');
    expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
  });
});
