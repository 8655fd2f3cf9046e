import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { CATEGORY_ROUTES } from '../../../core/domain/catalog/categories';
import type { E2E } from './browser';

/** Widest first: a route's code and data arrive while nothing can overflow yet. */
export const WIDTHS = [1920, 1366, 1280, 768, 390, 360];
export const LANGUAGES = ['EN', 'UR'];
/** The portal's routes (web/src/App.tsx) that a member sees differently from a visitor (who is asked to log in). */
export const MEMBERS = ['/favorite', '/recent', '/pointMall', '/lottery', '/seaLottery', '/vnLottery', '/seamless'];
/** The portal's routes that need no other address to make sense. */
export const PORTAL = ['/', '/help', '/download', '/resetPassword', ...CATEGORY_ROUTES.map((r) => r.path), '/promotions', ...MEMBERS, '/no-such-page'];

/**
 * Counts the page's fetches in flight, so a check can wait until a route's data has arrived,
 * and answers a GET asked before from the first answer (this test is about layout: the server
 * need not build the same page of data a dozen times).
 */
function countFetches(): void {
  const w = window as unknown as { inflight: number };
  w.inflight = 0;
  const original = window.fetch.bind(window);
  const answered = new Map<string, Promise<Response>>();
  window.fetch = async (input, init) => {
    const get = !init?.method || init.method === 'GET';
    const key = String(input instanceof Request ? input.url : input);
    w.inflight++;
    try {
      if (!get) return await original(input, init);
      if (!answered.has(key)) answered.set(key, original(input, init));
      return (await answered.get(key)!).clone();
    } finally {
      w.inflight--;
    }
  };
}

/**
 * Opens `route` by client-side navigation (or stays on the page when null) and, once it has
 * settled, lists what is wrong: nothing shown, the page wider than the window, a header item outside the window,
 * cut, or overlapping another, more than one header item marked as the page open, or the balance on
 * more than one line.
 */
async function problems(page: Page, route: string | null): Promise<string[]> {
  return page.evaluate(async (route) => {
    const w = window as unknown as { inflight: number };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Loading, or the header's nav not yet re-fitted to a new width.
    const busy = () =>
      document.querySelector('[aria-busy="true"], .spinner-block') ||
      [...document.querySelectorAll('.header__nav')].some((nav) => nav.scrollWidth > nav.clientWidth + 1);
    const content = () => document.querySelector('#main > *, .agent-home__content > :not(h1), .agent-login');
    const settle = async () => {
      const start = performance.now();
      // Something should show within the run's poll timeout; after that, 3 s is long enough to stay busy.
      do {
        await frame();
        await frame();
      } while ((!content() && performance.now() - start < 15_000) || ((w.inflight > 0 || busy()) && performance.now() - start < 3000));
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    const found: string[] = [];
    if (route !== null) {
      history.pushState(null, '', route);
      dispatchEvent(new PopStateEvent('popstate'));
    }
    await settle();
    const at = `${location.pathname}${location.search} at ${innerWidth}px ${document.documentElement.lang}`;
    if (!content()) found.push(`${at}: the page shows nothing`);
    const width = document.documentElement.scrollWidth;
    if (width > innerWidth) {
      const unclipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return false;
        return true;
      };
      const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > innerWidth + 1 && unclipped(el)).slice(0, 3);
      found.push(`${at}: the page is ${width}px wide (${wide.map(name).join(', ')})`);
    }
    const items = [
      ...document.querySelectorAll(
        '.header > .icon-button, .header > .logo, .header__nav > :not(.header__nav-measure), .header__actions > *:not(.member-panel), .member-panel > *, .agent-home__header > *',
      ),
    ].filter(shown);
    const boxes = items.map((el) => ({ el, box: el.getBoundingClientRect() }));
    for (const { el, box } of boxes) {
      if (box.left < -1 || box.right > innerWidth + 1) found.push(`${at}: ${name(el)} is outside the window`);
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) found.push(`${at}: ${name(el)} is cut`);
    }
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const overlap =
          Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 1 &&
          Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 1;
        if (overlap) found.push(`${at}: ${name(a.el)} overlaps ${name(b.el)}`);
      }),
    );
    const current = items.filter((el) => el.querySelector('[aria-current="page"]') ?? el.matches('[aria-current="page"]'));
    if (current.length > 1) found.push(`${at}: ${current.map(name).join(', ')} are all marked as the page open`);
    const balance = document.querySelector('[data-testid="balance-value"]');
    if (balance) {
      const range = document.createRange();
      range.selectNodeContents(balance);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) found.push(`${at}: the balance takes ${lines.size} lines`);
    }
    return found;
  }, route);
}

const sized = (page: Page, width: number) => page.setViewportSize({ width, height: width < 800 ? 844 : 768 });

/**
 * In one language, every route at every width: opened once at the widest, then looked at again
 * after each narrowing of the window (the layout follows the width without a new render).
 */
export async function check(page: Page, lang: string, home: string, routes: (page: Page) => Promise<readonly string[]>): Promise<string[]> {
  const found: string[] = [];
  await sized(page, WIDTHS[0]!);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(home);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang.toUpperCase())).toBe(lang);
  for (const route of await routes(page)) {
    await sized(page, WIDTHS[0]!);
    found.push(...(await problems(page, route)));
    for (const width of WIDTHS.slice(1)) {
      await sized(page, width);
      found.push(...(await problems(page, null)));
    }
  }
  return found;
}

/** The pages a centre's menu lists, read from its narrow-screen picker. */
export async function sections(page: Page, centre: string): Promise<string[]> {
  await page.getByTestId('section-picker').waitFor({ state: 'attached' });
  const values = await page
    .getByTestId('section-picker')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  return values.map((value) => `${centre}?page=${value}`);
}

/** A new page that counts its fetches, opened at the home page. */
export async function opened(e2e: E2E): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.addInitScript(countFetches);
  await page.goto('/');
  return page;
}
