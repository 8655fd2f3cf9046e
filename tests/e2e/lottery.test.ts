import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../core/domain/kernel/money';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';
import { clearOfMinuteEdge, untilDrawn } from '../support/lottery-world';
import { bearerLogin, fundMember, putSetting, staffToken } from '../support/wps-http';

const USER = 'lottoplayer';
const PASSWORD = 'Abc12345';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const money = (minor: bigint) => formatMoney(minor, 'Rs ', 2);

interface Ticket {
  readonly drawId: string;
  readonly kind: string;
  readonly status: string;
  readonly win: string;
}

/** The member's tickets as the server keeps them, read with the page's session. */
const ticketsOf = (page: Page, gameCode: string) =>
  page.evaluate(async (code) => ((await (await fetch(`/wps/lottery/tickets?gameCode=${code}`)).json()) as { value: { list: Ticket[] } }).value.list, gameCode);

/** Betting closes a few seconds before each draw: the page counts down on the server's clock, which the test moves clear of the minute's edge. */
async function waitUntilOpen(page: Page): Promise<void> {
  const secondsLeft = async () => {
    const clock = page.getByTestId('draw-clock').first();
    if ((await clock.getAttribute('data-closed')) !== 'false') return 0;
    const [minutes, seconds] = ((await clock.locator('time').textContent()) ?? '0:00').split(':').map(Number);
    return minutes! * 60 + seconds!;
  };
  await expect.poll(secondsLeft).toBeGreaterThanOrEqual(20);
}

async function inUrdu(page: Page, path: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByTestId('language-select').selectOption('UR');
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.goto(path);
}

async function inEnglish(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('language-select').selectOption('EN');
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
}

describe('the lottery pages in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    const staff = await staffToken(e2e.server);
    const fast = await putSetting(e2e.server, staff, 'lottery', {
      closeBeforeSeconds: 5,
      officialVoidAfterMinutes: 2880,
      schedules: [{ gameCode: 'VN_FAST', everyMinutes: 1, dailyAt: [] }],
      stake: { min: 100, max: 10_000_000 },
    });
    expect(fast.status).toBe(200);
    await registerMember(e2e.server, USER, PASSWORD);
    await fundMember(e2e.server, staff, await bearerLogin(e2e.server, USER, PASSWORD), '500');
  });
  afterAll(async () => e2e?.close());
  const loggedIn = async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, USER, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    return page;
  };

  it('bets lô and đề on the fast VN game, sees the draw settle them with the balance, and finds the ticket in the betting record', async () => {
    const page = await loggedIn();
    clearOfMinuteEdge(e2e.server.clock, 40_000);
    await page.goto('/vnLottery?gameCode=VN_FAST');
    await page.getByTestId('lottery-game').waitFor();
    expect(await page.locator('.side-menu').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await waitUntilOpen(page);

    await page.getByTestId('default-stake').fill('10');
    await page.getByTestId('kind-lo2').click();
    await page.getByTestId('cell-07').click();
    await page.getByTestId('add-to-slip').click();
    await page.getByTestId('kind-de').click();
    await page.getByTestId('cell-23').click();
    await page.getByTestId('add-to-slip').click();
    expect(await page.getByTestId('slip-line').count()).toBe(2);
    expect(await page.getByTestId('slip-cost').textContent()).toBe('Rs 20.00');
    // lô pays 80 per 27 staked for each ending, đề 80 per 1: 10 × 80 / 27 = 29.62 and 800.00.
    expect(await page.getByTestId('slip-win').textContent()).toBe('Rs 829.62');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'lottery-vn-slip-en');
    await page.getByTestId('place-bets').click();
    await expect.poll(() => page.getByTestId('slip-placed').textContent()).toContain('2 tickets placed');
    await expect.poll(() => page.getByTestId('lottery-balance').textContent()).toBe('Rs 480.00');
    await expect.poll(() => page.getByTestId('ticket').count()).toBe(2);
    const drawId = (await ticketsOf(page, 'VN_FAST'))[0]!.drawId;

    await untilDrawn(e2e.server, 'the slip settled', async () => (await ticketsOf(page, 'VN_FAST')).every((t) => t.status !== 'open'), 10_000, 12);
    await expect.poll(async () => page.locator('[data-testid="ticket"][data-status="open"]').count()).toBe(0);
    // The opened numbers list the ticket's draw; the result sheet shows the latest draw (after a schedule change, another may share its time).
    await expect.poll(() => page.getByTestId('opened-history').textContent()).toContain(drawId);
    expect(await page.getByTestId('result-sheet').locator('table').getAttribute('data-draw')).toMatch(/^\d{8}-\d{4}$/);
    const tickets = await ticketsOf(page, 'VN_FAST');
    const won = tickets.reduce((sum, t) => sum + BigInt(t.win), 0n);
    await expect.poll(() => page.getByTestId('lottery-balance').textContent()).toBe(money(48_000n + won));
    await page.getByTestId('result-sheet').scrollIntoViewIfNeeded();
    await screenshot(page, 'lottery-vn-settled-en');

    // Game pages hide the side menu and its language choice: the member chooses Urdu on the lobby.
    await inUrdu(page, '/vnLottery?gameCode=VN_FAST');
    await expect.poll(() => page.getByTestId('bet-slip').locator('h2').textContent()).toContain('شرط کی پرچی');
    await page.getByTestId('ticket').first().waitFor();
    await screenshot(page, 'lottery-vn-ur');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'lottery-vn-ur-mobile');
    await page.setViewportSize(DESKTOP);
    await inEnglish(page);

    await page.goto('/member?page=personalHistoryCopy');
    const row = page.getByTestId('bet-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Vietnam Fast');
    await row.getByTestId('bet-details').click();
    await expect.poll(() => page.getByTestId('round-lottery').locator('p').textContent()).toMatch(new RegExp(`Draw \u2066${drawId}\u2069 · \\d+ tickets?`));
    expect(await page.getByTestId('round-lottery').locator('li').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lô/), expect.stringMatching(/^Đề/)]),
    );
    await page.getByTestId('round-lottery').evaluate((line) => line.closest('table')?.parentElement?.scrollTo({ left: 0 }));
    await screenshot(page, 'lottery-betting-record-en');
    await inUrdu(page, '/member?page=personalHistoryCopy');
    await page.getByTestId('bet-row').first().getByTestId('bet-details').click();
    await expect.poll(() => page.getByTestId('round-lottery').locator('p').textContent()).toContain('قرعہ اندازی');
    await page.getByTestId('round-lottery').scrollIntoViewIfNeeded();
    await screenshot(page, 'lottery-betting-record-ur');
    await inEnglish(page);
  }, 240_000);

  it('shows the lobby with every game, and the 4D and quick 5D screens, in English and Urdu on desktop and mobile', async () => {
    const page = await loggedIn();
    await page.goto('/lottery');
    await expect.poll(() => page.getByTestId('lottery-card').count()).toBeGreaterThan(5);
    await screenshot(page, 'lottery-lobby-en');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'lottery-lobby-en-mobile');

    await page.goto('/seaLottery?gameCode=SEA_4D');
    await page.getByTestId('lottery-game').waitFor();
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('digits-input').fill('4821');
    await page.getByTestId('stake-small').fill('5');
    await page.getByTestId('add-to-slip').click();
    expect(await page.getByTestId('slip-line').count()).toBe(2);
    await screenshot(page, 'lottery-sea-en');

    await page.goto('/lottery?gameCode=LOTT_5M');
    await page.getByTestId('lottery-game').waitFor();
    await page.getByTestId('quick-1-7').click();
    await page.getByTestId('quick-3-big').click();
    await page.getByTestId('quick-sum-odd').click();
    expect(await page.getByTestId('slip-line').count()).toBe(3);
    await screenshot(page, 'lottery-quick-en');
    await page.setViewportSize(MOBILE);
    await page.getByTestId('slip-bar').waitFor();
    await screenshot(page, 'lottery-quick-en-mobile');

    await inUrdu(page, '/lottery?gameCode=LOTT_5M');
    await page.getByTestId('lottery-game').waitFor();
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'lottery-quick-ur-mobile');
    await page.setViewportSize(DESKTOP);
    await page.goto('/seaLottery?gameCode=SEA_4D');
    await page.getByTestId('lottery-game').waitFor();
    await screenshot(page, 'lottery-sea-ur');
    await page.goto('/lottery');
    await page.getByTestId('lottery-card').first().waitFor();
    await screenshot(page, 'lottery-lobby-ur');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'lottery-lobby-ur-mobile');
  });
});
