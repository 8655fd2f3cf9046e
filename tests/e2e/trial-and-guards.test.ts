import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceText } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('trial play and the login guard', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('starts a trial session with demo credits and answers a real-account action with in_need_true_account', async () => {
    const { page } = await e2e.newPage();
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 403 && refused.push(response.url()));
    await page.goto('/');
    await page.getByTestId('free-play').click();
    await page.getByTestId('balance-value').waitFor();
    expect(await balanceText(page)).toBe('Rs 2,000.00');
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('You are playing with demo credit');
    // A reload knows the trial before it asks for anything a trial may not have (the chat, missions).
    await page.reload();
    await page.getByTestId('balance-value').waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await page.getByRole('complementary').getByRole('button', { name: 'Deposit' }).click();
    const prompt = page.getByTestId('need-true-account');
    await expect.poll(() => prompt.textContent()).toContain('This needs a real account');
    await screenshot(page, 'trial-need-true-account');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await prompt.waitFor({ state: 'detached' });
  });

  it('sends a visitor who opens a protected route through /login to the lobby with the login popup', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/member');
    await page.getByTestId('login-modal').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.mouse.click(20, 880);
    expect(await page.getByTestId('login-modal').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });
  });

  it('sends a visitor who opens the agent centre to the agent login page', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/agentHome');
    await page.getByRole('heading', { name: 'Agent back office' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agent');
  });

  it('a guest choosing favourites gets the login popup', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    await page.getByTestId('login-modal').waitFor();
  });
});
