import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffToken } from '../support/wps-http';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('announcements on the portal', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    const staff = await staffToken(e2e.server);
    // The demo's own notices and banners are left out: this test counts what support creates.
    await e2e.server.database.db.deleteFrom('announcements').execute();
    await e2e.server.database.db.deleteFrom('banners').execute();
    const announce = (body: Record<string, unknown>) => call(e2e.server, 'POST', '/wps/admin/announcements', { token: staff, console: true, body });
    await announce({
      kind: 'PU',
      execution: 'B',
      title: 'Welcome to Royal Lotus',
      content: 'New players get a 100% first deposit bonus.\n\nSee the promotions page.',
    });
    for (let i = 1; i <= 11; i++)
      await announce({ kind: 'PL', execution: 'B', title: `Notice ${String(i).padStart(2, '0')}`, content: `Details of notice ${i}.`, sort: i });
    await call(e2e.server, 'POST', '/wps/admin/banners', {
      token: staff,
      console: true,
      body: { groupName: 'w_home', title: 'Jackpot week', url: '/wps/games/3/art.svg', linkageType: 'ROUTE', target: '/rng' },
    });
  });
  afterAll(async () => e2e?.close());

  it('an anonymous popup shows once per browser session; the marquee opens the notice list, 9 a page', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    const popup = page.getByTestId('popup-announcement');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('first deposit bonus');
    await screenshot(page, 'popup-announcement');
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => popup.count()).toBe(0);
    await page.reload();
    await page.getByTestId('notice-marquee').waitFor();
    expect(await page.getByTestId('popup-announcement').count()).toBe(0);

    await screenshot(page, 'home-marquee');
    await page.getByTestId('notice-marquee').click();
    const modal = page.getByTestId('notice-modal');
    await expect.poll(() => modal.getByTestId('notice').count()).toBe(9);
    await modal.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => modal.getByTestId('notice').count()).toBe(2);
    expect(await modal.getByTestId('notice').first().textContent()).toContain('Notice 10');

    const fresh = await e2e.newPage();
    await fresh.page.goto('/');
    await fresh.page.getByTestId('popup-announcement').waitFor();
  });
});
