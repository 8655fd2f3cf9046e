import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_BLACKJACK_CODE } from '../../core/domain/play/blackjack';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';
import { bearerLogin, fundMember, staffToken } from '../support/wps-http';

const USER = 'bjplayer';
const PASSWORD = 'Abc12345';

describe('blackjack in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await registerMember(e2e.server, USER, PASSWORD);
    await fundMember(e2e.server, await staffToken(e2e.server), await bearerLogin(e2e.server, USER, PASSWORD), '500');
  });
  afterAll(async () => e2e?.close());

  it('a hand is dealt, picked up again when the game is opened anew, and played out with the moves the rules allow', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.server, USER, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    const launch = () =>
      page.evaluate(async (gameCode) => {
        const answer = await fetch('/wps/game/launchGame', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ gameCode }),
        });
        return ((await answer.json()) as { value: { url: string } }).value.url;
      }, HOUSE_BLACKJACK_CODE);
    let game = await context.newPage();
    await game.goto(await launch());
    await game.getByRole('button', { name: 'Deal' }).click();
    await expect.poll(() => game.getByTestId('balance').textContent()).toBe('499.00');
    const dealt = await game.getByTestId('bj-status').textContent();
    await game.close();

    game = await context.newPage();
    await game.goto(await launch());
    await expect.poll(() => game.getByTestId('bj-status').textContent()).toBe(dealt);
    expect(await game.locator('.bj-card').count()).toBeGreaterThanOrEqual(dealt === 'Hand over. Deal again?' ? 4 : 3);
    await screenshot(game, 'blackjack-resumed');
    for (let k = 0; k < 6 && (await game.getByTestId('bj-status').textContent()) !== 'Hand over. Deal again?'; k++) {
      const move = (await game.locator('[data-action=no-insurance]').isEnabled()) ? 'no-insurance' : 'stand';
      await Promise.all([game.waitForResponse((r) => r.url().includes('/wps/house/blackjack/act')), game.locator(`[data-action=${move}]`).click()]);
      await expect
        .poll(
          async () => (await game.getByTestId('bj-status').textContent()) === 'Hand over. Deal again?' || (await game.locator('.bj-move:enabled').count()) > 0,
        )
        .toBe(true);
    }
    await expect.poll(() => game.getByTestId('bj-status').textContent()).toBe('Hand over. Deal again?');
    expect(await game.locator('.bj-card.down').count()).toBe(0);
    for (const move of ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'])
      expect(await game.locator(`[data-action=${move}]`).isDisabled()).toBe(true);
    const wallet = await page.evaluate(async () => ((await (await fetch('/wps/member/info')).json()) as { value: { balance: string } }).value.balance);
    expect(await game.getByTestId('balance').textContent()).toBe((Number(wallet) / 100).toFixed(2));
    await screenshot(game, 'blackjack-done');
    await game.close();

    await page.goto('/member?page=personalHistoryCopy');
    const row = page.getByTestId('bet-row').filter({ hasText: 'Lotus Blackjack' });
    await row.getByTestId('bet-details').click();
    const steps = page.getByTestId('round-detail').getByTestId('round-step');
    await expect.poll(() => steps.first().textContent()).toMatch(/Deal: your hand .+ \(\d+\) · dealer \S+ \S+/);
    expect(await steps.last().textContent()).not.toContain('?');
  });
});
