import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2E, type E2E } from './support/browser';
import { cliSessionFile, portal } from './support/cli';

describe('system states decided before the app renders', () => {
  let e2e: E2E;
  let sessionFile: string;
  beforeAll(async () => {
    e2e = await startE2E();
    sessionFile = cliSessionFile();
    expect((await portal(e2e, sessionFile, 'login', 'support', '--password-stdin')).exitCode).toBe(0);
  });
  afterAll(async () => e2e?.close());

  it('shows the maintenance page once support switches maintenance on from the CLI, and the portal again when off', async () => {
    const { page } = await e2e.newPage();
    expect((await portal(e2e, sessionFile, 'system', 'maintenance', 'on', '--message', 'Back at 06:00 after the upgrade.')).exitCode).toBe(0);
    await page.goto('/');
    const maintenance = page.getByTestId('maintenance-page');
    await maintenance.waitFor();
    expect(await maintenance.textContent()).toContain('Back at 06:00 after the upgrade.');
    expect(await maintenance.getByRole('link', { name: 'Contact customer service' }).count()).toBe(1);
    await screenshot(page, 'maintenance');

    expect((await portal(e2e, sessionFile, 'system', 'maintenance', 'off')).exitCode).toBe(0);
    await page.reload();
    await page.getByTestId('open-login').waitFor();
  });

  it('shows the region block page with the visitor IP when the visitor network is blocked', async () => {
    const { page } = await e2e.newPage();
    expect((await portal(e2e, sessionFile, 'system', 'region', 'on', '--cidr', '127.0.0.0/8')).exitCode).toBe(0);
    await page.goto('/');
    const region = page.getByTestId('region-page');
    await region.waitFor();
    expect(await region.textContent()).toContain('127.0.0.1');
    await screenshot(page, 'region-block');
    expect((await portal(e2e, sessionFile, 'system', 'region', 'off')).exitCode).toBe(0);
    await page.reload();
    await page.getByTestId('open-login').waitFor();
  });
});
