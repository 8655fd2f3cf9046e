import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';
import { bearerLogin, fundMember, staffToken } from '../support/wps-http';

const USER = 'tableplayer';
const PASSWORD = 'Abc12345';

/** Each table: its catalogue entry, where a chip goes, and what shows the dealt round. */
const TABLES = [
  {
    gameCode: 'HOUSE_BACCARAT',
    name: 'Lotus Baccarat',
    spot: (game: Page) => game.getByTestId('spot-banker'),
    dealt: (game: Page) => game.getByTestId('result'),
    outcome: /Player \d \(.+\) · Banker \d \(.+\): (Player wins|Banker wins|Tie)/,
  },
  {
    gameCode: 'HOUSE_ROULETTE',
    name: 'Lotus Roulette',
    spot: (game: Page) => game.locator('[data-spot="red"]'),
    dealt: (game: Page) => game.getByTestId('pocket'),
    outcome: /Ball landed on \d+ \((red|black|green)\)/,
  },
  {
    gameCode: 'HOUSE_ANDAR_BAHAR',
    name: 'Lotus Andar Bahar',
    spot: (game: Page) => game.getByTestId('spot-andar'),
    dealt: (game: Page) => game.getByTestId('ab-result'),
    outcome: /Joker .+: (Andar|Bahar) wins on card \d+/,
  },
] as const;

describe('house card and table games in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await registerMember(e2e.server, USER, PASSWORD);
    await fundMember(e2e.server, await staffToken(e2e.server), await bearerLogin(e2e.server, USER, PASSWORD), '500');
  });
  afterAll(async () => e2e?.close());

  it('baccarat, roulette and Andar Bahar open from the lobby, take chips, deal, pay, and each round is in the betting record and verifies', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.server, USER, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    let expected = 50_000n;
    for (const table of TABLES) {
      const launched = await page.evaluate(async (gameCode) => {
        const answer = await fetch('/wps/game/launchGame', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ gameCode }),
        });
        return ((await answer.json()) as { value: { url: string } }).value.url;
      }, table.gameCode);
      const game = await context.newPage();
      await game.goto(launched);
      const balance = game.getByTestId('balance');
      await expect.poll(() => balance.textContent()).toBe(money(expected));
      await game.getByTestId('stake').fill('2.00');
      await table.spot(game).click();
      await table.spot(game).click();
      const played = game.waitForResponse((r) => r.url().includes('/wps/house/') && r.url().endsWith('/play'));
      await game.getByTestId('play').click();
      const round = (await (await played).json()) as { value: { bet: string; win: string; roundId: number } };
      expect(round.value.bet).toBe('400');
      expected += BigInt(round.value.win) - 400n;
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe(money(expected));
      expect(await table.dealt(game).textContent()).not.toBe('');
      await screenshot(game, `house-${table.gameCode.toLowerCase()}`);
      await game.getByTestId('fairness').locator('summary').click();
      await Promise.all([game.waitForResponse((r) => r.url().includes('/wps/house/seeds/rotate')), game.getByRole('button', { name: /rotate/i }).click()]);
      await game.close();
    }

    await page.goto('/member?page=personalHistoryCopy');
    await expect.poll(() => page.getByTestId('bets-totals').textContent()).toContain(`Rounds${TABLES.length}`);
    for (const table of TABLES) {
      const row = page.getByTestId('bet-row').filter({ hasText: table.name });
      await row.getByTestId('bet-details').click();
      const detail = page.getByTestId('round-detail');
      await expect.poll(() => detail.getByTestId('round-step').nth(1).textContent()).toMatch(table.outcome);
      await detail.getByTestId('verify-round').click();
      await expect.poll(() => detail.getByTestId('verify-outcome').textContent()).toContain('Verified');
      await page.keyboard.press('Escape');
    }
  });
});

const money = (minor: bigint) => `${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`;
