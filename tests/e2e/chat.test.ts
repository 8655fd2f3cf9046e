import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { PNG_PROOF } from '../support/withdrawal-world';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('live chat with support', () => {
  let e2e: E2E;
  let cli: CliHarness;
  const portal = (...args: string[]) => cli.run([...args, '--url', e2e.server.url]);
  beforeAll(async () => {
    e2e = await startE2E();
    cli = cliHarness();
    expect((await cli.run(['login', 'support', '--password-stdin', '--url', e2e.server.url], { stdin: 'Support#2026' })).exitCode).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await e2e?.close();
  });

  it('a member asks, support answers from the CLI, and the answer appears live; a closed panel shows the unread badge', async () => {
    await registerMember(e2e.server, 'chate2e', 'Abc12345');
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'chate2e', 'Abc12345');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.getByTestId('chat-button').click();
    await page.getByTestId('chat-input').fill('Hello, is the welcome bonus still on?');
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('chat-line').count()).toBe(1);

    const threads = JSON.parse((await portal('chat', 'list', '--json')).stdout) as { id: number; account: string }[];
    const thread = threads.find((t) => t.account === 'chate2e')!;
    expect((await portal('chat', 'reply', String(thread.id), 'Yes, it runs until January.')).exitCode).toBe(0);
    const answer = page.getByTestId('chat-line').filter({ hasText: 'Yes, it runs until January.' });
    await expect.poll(() => answer.getAttribute('data-sender')).toBe('staff');
    await screenshot(page, 'chat');

    await page.getByTestId('chat-button').click();
    expect((await portal('chat', 'reply', String(thread.id), 'Anything else?')).exitCode).toBe(0);
    await expect.poll(() => page.getByTestId('chat-badge').textContent()).toBe('1');
    await page.getByTestId('chat-button').click();
    await expect.poll(() => page.getByTestId('chat-line').count()).toBe(3);
    await expect.poll(() => page.getByTestId('chat-badge').count()).toBe(0);
  });

  it('a visitor who is not logged in chats too, and sees support’s answer', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('chat-button').click();
    await page.getByTestId('chat-input').fill('How do I open an account?');
    await page.getByTestId('chat-input').press('Enter');
    await expect.poll(() => page.getByTestId('chat-line').count()).toBe(1);
    const threads = JSON.parse((await portal('chat', 'list', '--json')).stdout) as { id: number; account: string; preview: string }[];
    const thread = threads.find((t) => t.preview === 'How do I open an account?')!;
    expect(thread.account).toMatch(/^visitor-/);
    expect((await portal('chat', 'reply', String(thread.id), 'Press Join now at the top.')).exitCode).toBe(0);
    await expect.poll(() => page.getByTestId('chat-line').filter({ hasText: 'Press Join now at the top.' }).count(), { timeout: 15_000 }).toBe(1);
  });

  it('a member chats with a live host from the live casino; support answers in the host’s room; a link to a host who is not on opens support', async () => {
    await registerMember(e2e.server, 'livehoste2e', 'Abc12345');
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'livehoste2e', 'Abc12345');
    await page.goto('/live');
    await expect.poll(() => page.getByTestId('live-host').count()).toBe(2);
    await page.getByRole('button', { name: 'Chat with Ayesha' }).click();
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe('Ayesha');
    await page.getByTestId('chat-input').fill('Which table are you at tonight?');
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('chat-line').count()).toBe(1);
    await screenshot(page, 'live-host-chat');

    const threads = JSON.parse((await portal('chat', 'list', '--json')).stdout) as { id: number; account: string }[];
    const room = threads.find((t) => t.account === 'livehoste2e @ Ayesha')!;
    expect(threads.some((t) => t.account === 'livehoste2e')).toBe(false);
    expect((await portal('chat', 'reply', String(room.id), 'Baccarat, from eight!')).exitCode).toBe(0);
    await expect.poll(() => page.getByTestId('chat-line').filter({ hasText: 'Baccarat, from eight!' }).getAttribute('data-sender')).toBe('staff');
    const ayesha = await page.getByTestId('chat-panel').getAttribute('data-host');

    await page.getByTestId('chat-button').click();
    await page.getByTestId('chat-button').click();
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe('Live support');
    await expect.poll(() => page.getByTestId('chat-line').count()).toBe(0);

    await page.goto(`/?liveChat=${ayesha}`);
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe('Ayesha');
    await expect.poll(() => page.getByTestId('chat-line').count()).toBe(2);
    await page.goto('/?liveChat=999999');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This host is not available now.' }).count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('a member sends the feedback form with a picture; support answers from the CLI and the answer shows', async () => {
    await registerMember(e2e.server, 'feedbacke2e', 'Abc12345');
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, 'feedbacke2e', 'Abc12345');
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/member?page=feedback');
    await page.getByTestId('feedback-type').selectOption('game');
    await page.getByTestId('feedback-content').fill('Super Lotus froze after a big win');
    await page.getByTestId('application-files').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: Buffer.from(PNG_PROOF) });
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-sent').waitFor();
    await screenshot(page, 'feedback');
    const listed = JSON.parse((await portal('feedback', 'list', '--json')).stdout) as { id: number; account: string; images: number[] }[];
    const mine = listed.find((f) => f.account === 'feedbacke2e')!;
    expect(mine.images).toHaveLength(1);
    expect((await portal('feedback', 'reply', String(mine.id), 'Fixed, and the win was paid.')).exitCode).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('my-feedback').textContent()).toContain('Support: Fixed, and the win was paid.');
  });
});
