import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../core/domain/kernel/money';
import { rollDice } from '../support/house-play';
import { call, fundMember, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const PASSWORD = 'Abc12345';
/** Long enough to log in and open a game before the first check: the test then moves the server's and the tab's clocks past it. */
const INTERVAL_SECONDS = 30;
const secondsOf = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

describe('reality check in the browser', () => {
  let e2e: E2E;
  let username: string;
  let apiToken: string;

  beforeAll(async () => {
    e2e = await startE2E();
    const staff = await staffToken(e2e.server);
    username = uniqueUsername('rc');
    apiToken = (await registerMember(e2e.server, username, PASSWORD)).token;
    await fundMember(e2e.server, staff, apiToken, '500');
    expect((await putSetting(e2e.server, staff, 'realityCheck', { intervalSeconds: INTERVAL_SECONDS })).status).toBe(200);
  });
  afterAll(async () => e2e?.close());

  it("counts the session in the header, checks in over an open game with the session's figures, comes back after continue and a reload, and signs out", async () => {
    const { page } = await e2e.newPage();
    /** The check falls due on the server's clock as the tab sees it: both move on together. */
    const passInterval = async () => {
      e2e.server.clock.advance(INTERVAL_SECONDS * 1000);
      await page.clock.fastForward(INTERVAL_SECONDS * 1000);
    };
    await page.clock.install();
    await signIn(page, e2e.server, username, PASSWORD);
    await page.goto('/');
    const clock = page.getByTestId('session-time');
    await clock.waitFor();
    const first = (await clock.textContent()) ?? '';
    expect(first).toMatch(/^0:00:\d\d$/);
    await expect.poll(() => clock.textContent()).not.toBe(first);
    await page.getByTestId('member-menu-button').click();
    await expect.poll(() => page.getByTestId('last-login').textContent()).toMatch(/^Last login \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    await screenshot(page, 'session-clock-en');
    await page.keyboard.press('Escape');

    await rollDice(e2e.server, apiToken, 3, '500');
    const card = page.getByTestId('section-HOT').getByTestId('game-card').first();
    await card.hover();
    await card.getByTestId('play').click();
    await page.getByRole('dialog', { name: 'Game' }).locator('iframe').contentFrame().getByTestId('play').waitFor();

    const check = page.getByTestId('reality-check');
    await passInterval();
    await check.waitFor();
    const figures = (await call(e2e.server, 'GET', '/wps/member/session', { token: apiToken })).body.value;
    expect(BigInt(figures.wagered)).toBe(1_500n);
    expect(await check.getByTestId('reality-wagered').textContent()).toBe(formatMoney(BigInt(figures.wagered), 'Rs ', 2));
    expect(await check.getByTestId('reality-won').textContent()).toBe(formatMoney(BigInt(figures.won), 'Rs ', 2));
    expect(await check.getByTestId('reality-net').textContent()).toBe(formatMoney(BigInt(figures.net), 'Rs ', 2));
    expect(secondsOf((await check.getByTestId('reality-elapsed').textContent()) ?? '')).toBeGreaterThanOrEqual(INTERVAL_SECONDS);
    await screenshot(page, 'reality-check-en');

    await page.mouse.click(8, 8);
    await page.keyboard.press('Escape');
    expect(await check.isVisible()).toBe(true);
    await check.getByTestId('reality-continue').click();
    await check.waitFor({ state: 'hidden' });
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await check.isVisible()).toBe(false);
    await page.getByTestId('member-menu-button').click();
    await expect.poll(() => page.getByTestId('last-login').textContent()).toContain('پچھلا لاگ ان');
    await screenshot(page, 'session-clock-ur');
    await page.keyboard.press('Escape');

    await passInterval();
    await check.waitFor();
    await page.reload();
    await check.waitFor();
    await screenshot(page, 'reality-check-ur');
    await check.getByTestId('reality-logout').click();
    await page.getByTestId('open-login').waitFor();
    expect(await check.isVisible()).toBe(false);
  }, 240_000);
});
