import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('house game pages', () => {
  let e2e: E2E;
  let member: { id: number; token: string };
  const launchUrl = async (gameCode: string, trial = false) =>
    (await call(e2e.server, 'POST', '/wps/game/launchGame', { ...(trial ? {} : { token: member.token }), body: { gameCode, ...(trial ? { trial } : {}) } }))
      .body.value.url as string;
  const walletText = async () => {
    const balance = BigInt((await call(e2e.server, 'GET', '/wps/member/info', { token: member.token })).body.value.balance as string);
    return `${(balance / 100n).toLocaleString('en-US')}.${String(balance % 100n).padStart(2, '0')}`;
  };

  beforeAll(async () => {
    e2e = await startE2E();
    const staff = await staffToken(e2e.server);
    member = await registerMember(e2e.server, uniqueUsername('gp'), 'Abc12345');
    await fundMember(e2e.server, staff, member.token, '500');
  });
  afterAll(async () => e2e?.close());

  it('opens the slot from a launch URL, spins, and the balance follows the wallet; the round verifies after a rotation', async () => {
    const { page } = await e2e.newPage();
    await page.goto(await launchUrl('HOUSE_LOTUS'));
    const balance = page.getByTestId('balance');
    await expect.poll(() => balance.textContent()).toBe('500.00');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByTestId('server-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    for (let spin = 0; spin < 6 && (await balance.textContent()) === '500.00'; spin++) {
      await page.getByTestId('play').click();
      await expect.poll(() => page.getByTestId('play').isEnabled()).toBe(true);
    }
    expect(await balance.textContent()).not.toBe('500.00');
    expect(await balance.textContent()).toBe(await walletText());
    await page.locator('details.paytable summary').click();
    await screenshot(page, 'house-slot');

    await page.getByTestId('fairness').locator('summary').click();
    await page.getByRole('button', { name: 'Rotate seed' }).click();
    await expect.poll(() => page.getByTestId('verify-result').textContent()).toMatch(/^Revealed server seed: [0-9a-f]{64}$/);
    await page.getByTestId('verify').click();
    await expect.poll(() => page.getByTestId('verify-result').textContent()).toMatch(/verified: the revealed seed gives the same outcome/);
    await screenshot(page, 'house-slot-fairness');

    await page.reload();
    await expect.poll(() => page.locator('.table-closed').textContent()).toContain('expired');
  });

  it('dice and crash play in their pages and state their rule for unfinished rounds; a free trial plays demo credits', async () => {
    const { page } = await e2e.newPage();
    await page.goto(await launchUrl('HOUSE_DICE'));
    await page.getByTestId('play').click();
    await expect.poll(() => page.getByTestId('roll').getAttribute('class')).toMatch(/won|lost/);
    expect(await page.getByTestId('balance').textContent()).toBe(await walletText());
    await screenshot(page, 'house-dice');
    const rule = page.getByTestId('unfinished-rule');
    await rule.locator('summary').click();
    expect(await rule.textContent()).toMatch(/finished with its recorded roll.*at the latest 60 minutes after the round started/);
    await rule.scrollIntoViewIfNeeded();
    await screenshot(page, 'house-dice-unfinished-rule');

    await page.goto(await launchUrl('HOUSE_CRASH', true));
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('2,000.00');
    await page.getByTestId('play').click();
    await expect.poll(() => page.getByTestId('crash-meter').getAttribute('class'), { timeout: 10_000 }).toMatch(/cashed|crashed/);
    expect(await page.getByTestId('balance').textContent()).not.toBe('2,000.00');
    await screenshot(page, 'house-crash-trial');
  });
});
