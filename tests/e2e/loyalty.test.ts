import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../support/cli-harness';
import { rollDice } from '../support/house-play';
import { available, fund } from '../support/withdrawal-world';
import { bearerLogin, staffToken } from '../support/wps-http';
import { registerMember } from './support/accounts';
import { balanceText, signIn } from './support/actions';
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
    await signIn(page, e2e.server, 'vipe2e', 'Abc12345');
    await page.goto('/');
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

  it('a mission completed by play is claimed once from the member centre, with its badge and leaderboard', async () => {
    const cli = cliHarness();
    try {
      expect((await cli.run(['login', 'support', '--password-stdin', '--url', e2e.server.url], { stdin: 'Support#2026' })).exitCode).toBe(0);
      expect(
        (
          await cli.run([
            'mission',
            'create',
            '--title',
            'Roll the dice 3 times',
            '--period',
            'daily',
            '--metric',
            'rounds',
            '--target',
            '3',
            '--reward',
            '7.50',
            '--sort',
            '0',
            '--url',
            e2e.server.url,
          ])
        ).exitCode,
      ).toBe(0);
    } finally {
      cli.cleanup();
    }
    await registerMember(e2e.server, 'missione2e', 'Abc12345');
    const token = await bearerLogin(e2e.server, 'missione2e', 'Abc12345');
    await fund(e2e.server, await staffToken(e2e.server), token, '100');
    await rollDice(e2e.server, token, 3, '1000');

    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'missione2e', 'Abc12345');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=missionLeaderboard');
    const mission = page.getByTestId('mission').filter({ hasText: 'Roll the dice 3 times' });
    await expect.poll(() => mission.getAttribute('data-state')).toBe('claimable');
    expect(await page.getByTestId('missions-tab-badge').textContent()).toBe('1');
    await page.getByTestId('leaderboard').waitFor();
    await screenshot(page, 'missions');
    const before = await available(e2e.server, token);
    await mission.getByTestId('mission-claim').click();
    await expect.poll(() => mission.getAttribute('data-state')).toBe('claimed');
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toMatch(/^Mission reward of \u2066Rs\u00a07\.50\u2069 for “Roll the dice 3 times” added to your main wallet\.$/);
    expect(await available(e2e.server, token)).toBe(before + 750n);
    expect(await page.getByTestId('missions-tab-badge').count()).toBe(0);
  });

  it('a friend who registers through the referral link and deposits pays the referrer their reward', async () => {
    await registerMember(e2e.server, 'referrere2e', 'Abc12345');
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'referrere2e', 'Abc12345');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=referral');
    const link = (await page.getByTestId('referral-link').textContent())!;
    expect(link).toMatch(/\/register\?referralCode=[A-Z2-7]{13}$/);
    await page.getByTestId('referral-qr').waitFor();
    await screenshot(page, 'referral');

    const friend = await e2e.newPage();
    await friend.page.goto(new URL(link).pathname + new URL(link).search);
    const modal = friend.page.getByTestId('register-modal');
    await modal.getByLabel('Username', { exact: true }).fill('friende2e');
    await modal.getByLabel('Password', { exact: true }).fill('Secret123');
    await modal.getByLabel('Confirm password', { exact: true }).fill('Secret123');
    await modal.getByLabel(/terms and conditions/).check();
    await modal.getByLabel(/at least 18 years/).check();
    await modal.getByRole('button', { name: 'Create account' }).click();
    await friend.page.getByTestId('balance-value').waitFor();
    await fund(e2e.server, await staffToken(e2e.server), await bearerLogin(e2e.server, 'friende2e', 'Secret123'), '100');

    await expect.poll(() => balanceText(page), { timeout: 30_000 }).toBe('Rs 50.00');
    await page.reload();
    await expect.poll(() => page.getByTestId('referral-friend').textContent()).toContain('You earned Rs 50.00');
  });
});
