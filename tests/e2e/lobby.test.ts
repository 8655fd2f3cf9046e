import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const cardIds = async (page: Page, scope = page.getByTestId('game-grid').first()) =>
  scope.getByTestId('game-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-node-id'))));

describe('the game lobby in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('home shows the banner, the menu and the sections; vendor tabs and pages change the cards', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    const live = page.getByTestId('section-LIVE');
    // The lower sections fetch their cards as they near the screen.
    await live.scrollIntoViewIfNeeded();
    await live.getByTestId('game-card').first().waitFor();
    expect(await page.getByTestId('section-HOT').getByTestId('game-card').count()).toBe(12);
    await page.getByTestId('section-RNG').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('section-RNG').getByTestId('game-card').count()).toBe(12);
    const firstVendor = await cardIds(page, live);
    await live.getByRole('button', { name: 'EvoGaming Live' }).click();
    await expect.poll(() => cardIds(page, live)).not.toEqual(firstVendor);
    const secondVendor = await cardIds(page, live);
    await live.getByTestId('next').click();
    await expect.poll(() => cardIds(page, live)).not.toEqual(secondVendor);
    await live.getByTestId('previous').click();
    await expect.poll(() => cardIds(page, live)).toEqual(secondVendor);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'lobby-home-en');
  });

  it('browses a category with vendor tabs, sub-categories, search and pages of 24', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/rng');
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(24);
    const first = await cardIds(page);
    await page.getByRole('navigation', { name: 'Game pages' }).getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => cardIds(page)).not.toEqual(first);
    await page.getByRole('toolbar', { name: 'Providers' }).getByRole('button', { name: 'JILI', exact: true }).click();
    await expect.poll(() => page.url()).toContain('vassalage=JL');
    await expect.poll(async () => (await page.locator('.game-card__vendor').allTextContents()).every((v) => v === 'JILI')).toBe(true);
    await page.getByRole('toolbar', { name: 'Sub-categories' }).getByRole('button', { name: 'Jackpot' }).click();
    await expect.poll(() => page.url()).toContain('gameClassify=JP');
    await page.goto('/rng?vassalage=PT_JP');
    await expect.poll(async () => (await page.locator('.game-card__vendor').allTextContents())[0]).toBe('Playtech Jackpots');
    await screenshot(page, 'lobby-rng-en');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(async () => (await page.locator('.game-card__name').allTextContents()).every((n) => /dragon/i.test(n))).toBe(true);
    await page.goto('/live');
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(24);
    await screenshot(page, 'lobby-live-en');
  });

  it('a guest clicking play, free trial or the favourite toggle gets the login popup', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/fish');
    const card = page.getByTestId('game-card').first();
    await card.hover();
    await card.getByTestId('play').click();
    await page.getByTestId('login-modal').waitFor();
    await page.keyboard.press('Escape');
    await card.hover();
    await card.getByTestId('trial').click();
    await page.getByTestId('login-modal').waitFor();
  });

  it('a member favourites a card game and still sees it after a reload and on /favorite; its provider is not connected, so play offers our own games, which open in the game window', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'demo_player', 'Player#2026');
    await page.goto('/pvp');
    await page.getByTestId('balance-value').waitFor();
    const card = page.getByTestId('game-card').nth(2);
    const nodeId = await card.getAttribute('data-node-id');
    const name = await card.locator('.game-card__name').textContent();
    await card.getByTestId('favourite').click();
    await expect.poll(() => card.getByTestId('favourite').getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    const again = page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`);
    await expect.poll(() => again.getByTestId('favourite').getAttribute('aria-pressed')).toBe('true');
    await page.goto('/favorite');
    await expect.poll(() => page.getByTestId('favorite-page').locator('.game-card__name').allTextContents()).toEqual([name]);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('section-FAV').getByTestId('game-card').count()).toBe(1);
    await again.hover();
    await again.getByTestId('play').click();
    const notConnected = page.getByTestId('game-not-connected');
    await expect.poll(() => notConnected.textContent()).toContain('is not connected on this site');
    await expect
      .poll(() => notConnected.locator('.suggestion__name').allTextContents())
      .toEqual(expect.arrayContaining(['Lotus Fortune', 'Lotus Dice', 'Lotus Crash']));
    await screenshot(page, 'lobby-not-connected');
    await notConnected.getByTestId('suggestion').first().click();
    const frame = page.getByRole('dialog', { name: 'Game' }).locator('iframe');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/^\/house\/slot\/\?launch=/);
    await frame.contentFrame().getByTestId('play').waitFor();
    await screenshot(page, 'lobby-game-window');
  });

  it('Urdu lays the lobby out right to left', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await page.getByTestId('section-LIVE').scrollIntoViewIfNeeded();
    await page.getByTestId('section-LIVE').getByTestId('game-card').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByTestId('section-HOT').locator('.game-card__name').first().textContent()).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, 'lobby-home-ur');
    await page.goto('/rng');
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(24);
    await screenshot(page, 'lobby-rng-ur');
    await page.goto('/live');
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(24);
    await screenshot(page, 'lobby-live-ur');
  });
});
