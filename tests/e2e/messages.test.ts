import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('platform messages from support to the inbox', () => {
  let e2e: E2E;
  let cli: StaffCli;
  const run = (...args: string[]) => cli.at(...args);
  beforeAll(async () => {
    e2e = await startE2E();
    cli = await staffCli(e2e.server.url);
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  it('a message sent from the CLI arrives live with its badge, and reading it clears the badge', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'demo_player', 'Player#2026');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=messageV2');
    const inbox = page.getByTestId('inbox');
    await expect.poll(() => inbox.textContent()).toContain('No messages');

    expect((await run('message', 'send', 'demo_player', '--title', 'Weekend reload bonus', '--body', 'Deposit on Saturday and get 20% extra.')).exitCode).toBe(
      0,
    );
    expect((await run('message', 'send', 'demo_player', '--title', 'New live tables', '--body', 'Three new baccarat tables are open.')).exitCode).toBe(0);
    const badge = page.getByTestId('messages-tab-badge');
    await expect.poll(() => badge.textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('inbox-item').count()).toBe(2);
    await screenshot(page, 'inbox-unread');

    await page.getByRole('button', { name: /New live tables/ }).click();
    await expect.poll(() => inbox.textContent()).toContain('Three new baccarat tables are open.');
    await expect.poll(() => badge.textContent()).toBe('1');
    await screenshot(page, 'inbox-open');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => badge.count()).toBe(0);

    await page.reload();
    await page.getByTestId('inbox-item').first().waitFor();
    expect(await page.getByTestId('messages-tab-badge').count()).toBe(0);
  });

  it('reads right to left in Urdu', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'demo_player', 'Player#2026');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.getByTestId('language-select').selectOption('UR');
    expect((await run('message', 'send', 'demo_player', '--title', 'خوش آمدید', '--body', 'آپ کا اکاؤنٹ تیار ہے۔')).exitCode).toBe(0);
    await page.goto('/member?page=messageV2');
    await page.getByTestId('inbox-item').first().click();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await screenshot(page, 'inbox-urdu');
  });
});
