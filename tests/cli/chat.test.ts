import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember } from '../support/withdrawal-world';
import { call } from '../support/wps-http';

describe('portal chat', () => {
  let server: TestServer;
  let cli: StaffCli;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = await staffCli(server.url);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('lists conversations with unread counts, opens one, replies, and attaches to answer line by line', async () => {
    const member = await newMember(server);
    await call(server, 'POST', '/wps/chat/messages', { token: member.token, body: { body: 'Where is my bonus?' } });
    const list = await cli.at('chat', 'list', '--json');
    const thread = (JSON.parse(list.stdout) as { id: number; staffUnread: number; preview: string }[]).find((t) => t.preview === 'Where is my bonus?')!;
    expect(thread.staffUnread).toBe(1);
    expect((await cli.at('chat', 'list')).stdout).toMatch(new RegExp(`^\\s*${thread.id}\\s+\\S+\\s+1 new .*Where is my bonus\\?$`, 'm'));
    const opened = await cli.at('chat', 'open', String(thread.id));
    expect(opened.out.at(-1)).toMatch(/player : Where is my bonus\?$/);
    expect((await cli.at('chat', 'reply', String(thread.id), 'It', 'is', 'credited.')).out).toEqual([`sent to conversation ${thread.id}`]);

    const attached = await cli.run(['chat', 'attach', String(thread.id), '--url', server.url], { stdin: 'Anything else?\nHave a good day!\n' });
    expect(attached.exitCode).toBe(0);
    expect(attached.out.slice(0, 3)).toEqual([
      expect.stringMatching(/player : Where is my bonus\?$/),
      expect.stringMatching(/support: It is credited\.$/),
      expect.stringMatching(/^attached to conversation \d+ with /),
    ]);
    expect(attached.out.at(-1)).toBe('detached');
    const seen = (await call(server, 'GET', '/wps/chat', { token: member.token })).body.value.messages.map((m: { body: string }) => m.body);
    expect(seen).toEqual(['Where is my bonus?', 'It is credited.', 'Anything else?', 'Have a good day!']);
    expect((await cli.at('chat', 'reply', '999999', 'hi')).stderr).toContain('chat.thread_not_found');
  });
});
