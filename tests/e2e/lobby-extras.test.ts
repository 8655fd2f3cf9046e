import { maskPlayerName } from '../../core/domain/catalog/winner-board';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../core/domain/kernel/money';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';
import { cliSessionFile, portal } from './support/cli';

const PASSWORD = 'Abc12345';

/** The winner board, the full-page /seamless game and a vendor under maintenance, in the browser. */
describe('lobby extras in the browser', () => {
  let e2e: E2E;
  let sessionFile: string;
  let username: string;
  let page: Page;

  /** Real dice rounds through the house API, so the winner board has real wins to show: each stake rolled until it wins (under 9800 still loses 2 times in 100). */
  const rollDice = async (token: string, stakes: readonly number[]) => {
    const url = (await call(e2e.server, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'HOUSE_DICE' } })).body.value.url as string;
    const session = await call(e2e.server, 'POST', '/wps/house/session', { body: { launch: new URL(url, e2e.server.url).searchParams.get('launch') } });
    for (const amount of stakes) {
      for (let tries = 0; ; tries++) {
        expect(tries, `rolls of ${amount}`).toBeLessThan(3);
        const rolled = await call(e2e.server, 'POST', '/wps/house/dice/play', {
          headers: { [PLAY_SESSION_HEADER]: session.body.value.token },
          body: { amount: String(amount), params: { direction: 'under', target: 9_800 } },
        });
        expect(rolled.status, rolled.text).toBe(200);
        if (BigInt(rolled.body.value.win) > 0n) break;
      }
    }
  };
  /** One member's tab for the whole suite: a login proves work, which is slow on a busy machine. */
  const at = async (path: string) => {
    await page.goto(path);
    await page.getByTestId('balance-value').waitFor();
    return page;
  };
  const toUrdu = async () => {
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  };
  const gameFrame = () => page.getByRole('dialog', { name: /Game|گیم/ }).locator('iframe');

  beforeAll(async () => {
    e2e = await startE2E();
    sessionFile = cliSessionFile();
    expect((await portal(e2e, sessionFile, 'login', 'support', '--password-stdin')).exitCode).toBe(0);
    const staff = await staffToken(e2e.server);
    username = uniqueUsername('lucky');
    const member = await registerMember(e2e.server, username, PASSWORD);
    await fundMember(e2e.server, staff, member.token, '9000');
    await rollDice(member.token, [250_000, 12_000, 4_000, 61_000, 2_500, 9_900, 180_000, 33_000, 1_500, 7_700, 15_000, 500]);
    page = (await e2e.newPage()).page;
    await signIn(page, e2e.server, username, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor({ timeout: 110_000 });
  }, 400_000);
  afterAll(async () => e2e?.close());

  it('the winner board shows the top three with medals and the rest in a list; a click starts the game', async () => {
    await at('/');
    const board = page.getByTestId('winner-board');
    await board.getByTestId('winner-top').first().waitFor();
    expect(await board.getByTestId('winner-top').count()).toBe(3);
    expect(await board.getByTestId('winner-row').count()).toBeGreaterThanOrEqual(7);
    const wins = await e2e.server.database.db
      .selectFrom('rounds as r')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .select(['r.win', 'a.username'])
      .where('r.win', '>', 0n)
      .orderBy('r.win', 'desc')
      .limit(3)
      .execute();
    expect(await board.locator('.winner-podium__amount').allTextContents()).toEqual(wins.map((r) => formatMoney(r.win, 'Rs ', 2)));
    expect(await board.locator('.winner-podium__player').first().textContent()).toBe(maskPlayerName(wins[0]!.username));
    await board.scrollIntoViewIfNeeded();
    await screenshot(page, 'winner-board-en');
    // The demo's past winners play real rounds, so which game the fourth-biggest win is of varies.
    const fourth = await e2e.server.database.db
      .selectFrom('rounds')
      .select('game_code')
      .where('win', '>', 0n)
      .orderBy('win', 'desc')
      .offset(3)
      .limit(1)
      .executeTakeFirstOrThrow();
    const engine = { HOUSE_DICE: 'dice', HOUSE_CRASH: 'crash', [HOUSE_SLOT_CODE]: 'slot' }[fourth.game_code];
    await board.getByTestId('winner-row').first().click();
    await expect.poll(() => gameFrame().getAttribute('src')).toMatch(new RegExp(`^/house/${engine}/\\?launch=`));
    await gameFrame().contentFrame().getByTestId('play').waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await board.getByTestId('winner-top').first().click();
    await expect.poll(() => gameFrame().getAttribute('src')).toMatch(/^\/house\/dice\/\?launch=/);
  });

  it('the list below the podium scrolls slowly and stops under the pointer', async () => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await at('/');
    const track = page.locator('.winner-ticker__track');
    await page.locator('.winner-ticker--scrolling').waitFor();
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
    /** Pixels a second the list moves over `count` painted frames, timed by the page's own frame clock (a busy machine paints fewer frames, not a faster list). */
    const speed = (count: number) =>
      track.evaluate(
        (el, n) =>
          new Promise<number>((done) => {
            const at = () => new DOMMatrix(getComputedStyle(el).transform).m42;
            requestAnimationFrame((start) => {
              const from = at();
              const next = (left: number) => requestAnimationFrame((now) => (left === 0 ? done(((from - at()) * 1000) / (now - start)) : next(left - 1)));
              next(n);
            });
          }),
        count,
      );
    /** Waits for the page to paint `count` more frames. */
    const frames = (count: number) =>
      page.evaluate(
        (n) =>
          new Promise<void>((done) => {
            const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
            next(n);
          }),
        count,
      );
    // 0.5 px a frame at 60 frames a second is 30 px a second; a reading across the loop's wrap back to the top is taken again.
    await expect.poll(async () => ((pace) => (pace > 15 && pace < 60 ? 'slowly' : pace))(await speed(36))).toBe('slowly');
    await page.locator('.winner-ticker').hover();
    const held = await offset();
    await frames(24);
    expect(await offset()).toBe(held);
    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  it('/seamless shows the game full page without side menu or footer, and goes back', async () => {
    await at('/');
    await page.goto('/seamless?gameCode=HOUSE_DICE');
    const frame = page.locator('.seamless__frame');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/^\/house\/dice\/\?launch=/);
    await frame.contentFrame().getByTestId('play').waitFor();
    expect(await page.locator('.side-menu, footer.footer').count()).toBe(0);
    const box = await frame.boundingBox();
    expect(box!.width).toBeGreaterThan(1400);
    await screenshot(page, 'seamless-en');
    const pt = await e2e.server.database.db.selectFrom('games').select('node_id').where('vassalage', '=', 'PT').orderBy('node_id').executeTakeFirstOrThrow();
    await page.goto(`/seamless?nodeId=${pt.node_id}`);
    await expect.poll(() => page.locator('.seamless__frame').getAttribute('src')).toMatch(/^\/house\/slot\/\?launch=/);
    await page.getByTestId('seamless-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seamless');
    await page.getByTestId('seamless-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/seamless?gameCode=NO_SUCH_GAME');
    await expect.poll(() => page.getByTestId('seamless-page').textContent()).toContain('This game is not available.');
  });

  it('a game of a vendor put under maintenance from the CLI offers games of other vendors, and one of them launches', async () => {
    await at('/rng?vassalage=PG');
    const card = page.getByTestId('game-card').first();
    await card.waitFor();
    expect((await portal(e2e, sessionFile, 'games', 'maintenance', 'PG', 'on')).exitCode).toBe(0);
    try {
      await card.hover();
      await card.getByTestId('play').click();
      const popup = page.getByTestId('game-maintenance');
      await popup.getByTestId('suggestion').first().waitFor();
      const vendors = await popup.locator('.suggestion__vendor').allTextContents();
      expect(vendors.length).toBe(6);
      expect(vendors).not.toContain('PG Soft');
      expect(new Set(vendors).size).toBeGreaterThan(1);
      await screenshot(page, 'game-maintenance-en');
      await popup.getByTestId('suggestion').nth(1).click();
      await expect.poll(() => gameFrame().getAttribute('src')).toMatch(/^\/house\/slot\/\?launch=/);
      expect(await popup.count()).toBe(0);

      await page.goto('/rng?vassalage=PG');
      await toUrdu();
      const again = page.getByTestId('game-card').first();
      await expect.poll(() => again.locator('.game-card__badge').count()).toBe(1);
      await again.hover();
      await again.getByTestId('play').click();
      await page.getByTestId('game-maintenance').getByTestId('suggestion').first().waitFor();
      await screenshot(page, 'game-maintenance-ur');
    } finally {
      expect((await portal(e2e, sessionFile, 'games', 'maintenance', 'PG', 'off')).exitCode).toBe(0);
    }
  });

  it('Urdu: the winner board and /seamless right to left', async () => {
    await at('/');
    await toUrdu();
    const board = page.getByTestId('winner-board');
    await expect.poll(() => board.locator('h2').textContent()).toBe('بڑے فاتحین');
    await expect.poll(() => board.locator('.winner-podium__game').first().textContent()).toBe('کنول پانسہ');
    await board.scrollIntoViewIfNeeded();
    await screenshot(page, 'winner-board-ur');
    await page.goto('/seamless?gameCode=HOUSE_DICE');
    await expect.poll(() => page.locator('.seamless__frame').getAttribute('src')).toMatch(/^\/house\/dice\//);
    expect(await page.getByTestId('seamless-back').textContent()).toBe('لابی پر واپس');
    await screenshot(page, 'seamless-ur');
  });
});
