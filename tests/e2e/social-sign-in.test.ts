import { withFlags } from '../support/feature-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider, type LocalOidcProvider } from '../support/local-oidc-provider';
import { call, putSetting, staffToken } from '../support/wps-http';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('social sign-in in the browser', () => {
  let e2e: E2E;
  let idp: LocalOidcProvider;
  beforeAll(async () => {
    idp = await startLocalOidcProvider();
    e2e = await startE2E();
    const staff = await staffToken(e2e.server);
    const settings = (await call(e2e.server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(e2e.server, staff, 'whitelabel', withFlags(settings.whitelabel, { SOCIALLOGIN: true, GOOGLE: true }));
    await putSetting(e2e.server, staff, 'publicUrl', e2e.server.url);
    await putSetting(e2e.server, staff, 'socialLogin', {
      ...settings.socialLogin,
      GOOGLE: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
  });
  afterAll(async () => {
    await e2e?.close();
    await idp?.close();
  });

  it('continues with Google from the login modal, comes back logged in, and sees the link in the security centre', async () => {
    idp.user = { sub: 'browser-user', email: 'browser@example.com', name: 'Browser Player' };
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-login').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('social-GOOGLE').waitFor();
    await screenshot(page, 'login-social');
    await modal.getByTestId('social-GOOGLE').click();
    await page.getByTestId('balance-value').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/member?page=securityCenter');
    await page.getByTestId('social-linked').waitFor();
    expect(await page.getByTestId('social-linked').textContent()).toContain('Google');
    await page.reload();
    await page.getByTestId('balance-value').waitFor();
  });

  it('a refused sign-in comes back to the login modal with the reason', async () => {
    idp.tamper = 'nonce';
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('open-login').click();
    await page.getByTestId('login-modal').getByTestId('social-GOOGLE').click();
    await page.getByTestId('social-error').waitFor();
    expect(await page.getByTestId('social-error').textContent()).toContain('could not be trusted');
    idp.tamper = 'none';
  });
});
