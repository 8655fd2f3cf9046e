import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffToken } from '../support/wps-http';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('banners in the login, register and forgot-password modals', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    const staff = await staffToken(e2e.server);
    const create = (body: Record<string, unknown>) => call(e2e.server, 'POST', '/wps/admin/banners', { token: staff, console: true, body });
    await create({ groupName: 'w_forget', title: 'Read the terms', url: '/wps/games/1/art.svg', linkageType: 'ROUTE', target: '/help#term' });
    await create({ groupName: 'w_login', title: 'Welcome back bonus', url: '/wps/games/2/art.svg', linkageType: 'ROUTE', target: '/rng' });
  });
  afterAll(async () => e2e?.close());

  it("each modal shows its own group; a click opens the banner's route and closes the modal", async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-login').click();
    const login = page.getByTestId('login-modal');
    await login.getByTestId('banners-w_login').getByTestId('banner').waitFor();
    expect(await login.getByTestId('banner').getAttribute('title')).toBe('Welcome back bonus');
    await screenshot(page, 'login-banner');
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByTestId('forgot-password');
    await forgot.getByTestId('banners-w_forget').getByTestId('banner').waitFor();
    await screenshot(page, 'forgot-banner');
    await forgot.getByTestId('banner').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/help');
    expect(await page.getByTestId('forgot-password').count()).toBe(0);
  });
});
