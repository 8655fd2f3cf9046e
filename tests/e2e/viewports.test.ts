import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATEGORY_ROUTES } from '../../core/domain/catalog/categories';
import { signIn } from './support/actions';
import { startE2E, type E2E } from './support/browser';

/** Widest first: a route's code and data arrive while nothing can overflow yet. */
const WIDTHS = [1920, 1366, 1280, 768, 390, 360];
const LANGUAGES = ['EN', 'UR'];
/** The portal's routes (web/src/App.tsx) that a member sees differently from a visitor (who is asked to log in). */
const MEMBERS = ['/favorite', '/recent', '/pointMall', '/lottery', '/seaLottery', '/vnLottery', '/seamless'];
/** The portal's routes that need no other address to make sense. */
const PORTAL = ['/', '/help', '/download', '/resetPassword', ...CATEGORY_ROUTES.map((r) => r.path), '/promotions', ...MEMBERS, '/no-such-page'];

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
 * settled, lists what is wrong: the page wider than the window, a header item outside the window,
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
    const settle = async () => {
      const start = performance.now();
      do {
        await frame();
        await frame();
      } while (
        (w.inflight > 0 || busy() || !document.querySelector('#main > *, .agent-home__content > :not(h1), .agent-login')) &&
        performance.now() - start < 3000
      );
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
async function check(page: Page, lang: string, home: string, routes: (page: Page) => Promise<readonly string[]>): Promise<string[]> {
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
async function sections(page: Page, centre: string): Promise<string[]> {
  await page.getByTestId('section-picker').waitFor({ state: 'attached' });
  const values = await page
    .getByTestId('section-picker')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  return values.map((value) => `${centre}?page=${value}`);
}

describe('every route fits every screen', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  const opened = async () => {
    const { page } = await e2e.newPage();
    await page.addInitScript(countFetches);
    await page.goto('/');
    return page;
  };
  // Each role and language is its own test: all of them together (some 1,300 page-and-width checks) took 95 s alone on a quiet machine and 250 s beside another browser file on a slower one.
  for (const lang of LANGUAGES) {
    it(`fits every route at every width from 360 to 1920 pixels, header included, in ${lang}, as a visitor`, async () => {
      expect(await check(await opened(), lang, '/', async () => [...PORTAL, '/agent'])).toEqual([]);
    }, 240_000);

    it(`fits every route at every width from 360 to 1920 pixels, header included, in ${lang}, as a member`, async () => {
      const member = await opened();
      await signIn(member, e2e.server, 'demo_player', 'Player#2026');
      expect(await check(member, lang, '/member', async (page) => ['/', ...MEMBERS, ...(await sections(page, '/member'))])).toEqual([]);
    }, 240_000);

    it(`fits every route at every width from 360 to 1920 pixels, header included, in ${lang}, as an agent`, async () => {
      const agent = await opened();
      await signIn(agent, e2e.server, 'demo_agent', 'Agent#2026');
      expect(await check(agent, lang, '/agentHome', (page) => sections(page, '/agentHome'))).toEqual([]);
    }, 240_000);
  }

  it("keeps every record filter's label inside its button and every button inside the filters, at 360, 390 and 1366 pixels, in English and Urdu", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'demo_player', 'Player#2026');
    await page.goto('/');
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const width of [1366, 390, 360]) {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 768 });
        for (const record of ['transactionHistory', 'personalHistoryCopy']) {
          await page.goto(`/member?page=${record}`);
          await expect.poll(() => page.evaluate(() => document.documentElement.lang.toUpperCase())).toBe(lang);
          const filters = page.getByTestId('record-filters');
          await filters.waitFor();
          const spilt = await filters.evaluate((form) => {
            const box = form.getBoundingClientRect();
            return [...form.querySelectorAll('button')]
              .filter((button) => {
                const own = button.getBoundingClientRect();
                return button.scrollWidth > button.clientWidth + 1 || own.left < box.left - 0.5 || own.right > box.right + 0.5;
              })
              .map((button) => (button.textContent ?? '').trim());
          });
          found.push(...spilt.map((label) => `${record} at ${width}px ${lang}: "${label}" spills`));
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('opens the side menu as a drawer on a phone: it takes the focus, Escape closes it and gives the focus back, from the right in Urdu', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    for (const rtl of [false, true]) {
      await page.getByTestId('menu-toggle').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('drawer-close');
      // Its edge against the window's once it has come in (the focus moves as it starts to).
      const edge = async () => {
        const menu = (await page.locator('#side-menu').boundingBox())!;
        return Math.round(rtl ? menu.x + menu.width : menu.x);
      };
      await expect.poll(edge).toBe(rtl ? 390 : 0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-toggle');
      expect(await page.locator('#side-menu').getAttribute('class')).not.toContain('side-menu--open');
      if (!rtl) {
        await page.evaluate(() => localStorage.setItem('lang', 'UR'));
        await page.reload();
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
    }
  });
});
