import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('app download and the installable app', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('the side menu opens the download page with a QR code of the portal and the install guides', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'App download' }).click();
    const section = page.getByTestId('app-download');
    await section.waitFor();
    expect(await section.textContent()).toContain('Add to Home Screen');
    expect(await page.getByTestId('app-qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'app-download');
  });

  it('is installable: a manifest with icons, and a service worker that keeps the shell but never API answers', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json());
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?source=app' });
    expect(manifest.icons.length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null)).toBe('activated');
    const cached = await page.evaluate(async () => {
      await fetch('/wps/system/status');
      const keys = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
      return keys.flat();
    });
    expect(cached).toContain('/');
    expect(cached.filter((path) => path.startsWith('/wps/'))).toEqual([]);
  });
});
