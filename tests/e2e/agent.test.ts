import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startE2E, type E2E } from './support/browser';

async function agentLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Agent login' }).click();
}

describe('agent login page', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('refuses a member: non-agents cannot log in to the agent area', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/agent');
    await screenshot(page, 'agent-login');
    await agentLogin(page, 'demo_player', 'Player#2026');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Non-agents cannot log in');
    expect(new URL(page.url()).pathname).toBe('/agent');
  });

  it('takes an agent to the agent centre, whose clock ticks, and signs out back to /agent', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/agent');
    await agentLogin(page, 'demo_agent', 'Agent#2026');
    await page.waitForURL('**/agentHome');
    await page.getByRole('heading', { name: 'Team overview' }).waitFor();
    const clock = page.locator('.agent-home__clock');
    const first = await clock.getAttribute('datetime');
    await expect.poll(() => clock.getAttribute('datetime')).not.toBe(first);
    await screenshot(page, 'agent-home');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/agent');
  });

  it('shows the agent back office in Chinese when chosen, without offering Chinese to the member site', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/agent');
    await page.getByTestId('agent-language').selectOption('ZH');
    await page.getByRole('heading', { name: '代理后台' }).waitFor();
    await page.getByLabel('用户名', { exact: true }).fill('demo_agent');
    await page.getByLabel('密码', { exact: true }).fill('Agent#2026');
    await page.getByRole('button', { name: '代理登录' }).click();
    await page.waitForURL('**/agentHome');
    await page.getByRole('heading', { name: '团队总览' }).waitFor();
    await page.getByTestId('agent-chart').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'agent-home-zh');
    await page.goto('/');
    await expect.poll(() => page.getByTestId('language-select').locator('option').allTextContents()).toEqual(['English', 'اردو']);
  });
});
