import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, PLAYER } from '../support/wps-http';

describe('portal message send', () => {
  let server: TestServer;
  let cli: StaffCli;
  let player: string;
  const run = (...args: string[]) => cli.at(...args);
  const unread = async () => (await call(server, 'GET', '/wps/relay/CSP_unreadCount', { token: player })).body.value.count as number;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = await staffCli(server.url);
    player = await bearerLogin(server, PLAYER.username, PLAYER.password);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('sends to one member, then to everyone; the member reads both', async () => {
    const one = await run('message', 'send', 'demo_player', '--title', 'Your withdrawal', '--body', 'It is on its way');
    expect(one.out).toEqual(['message sent to 1 member']);
    expect(await unread()).toBe(1);
    const all = await run('message', 'send', '--all', '--title', 'Tonight', '--body', 'Maintenance at 02:00');
    expect(all.exitCode).toBe(0);
    expect(all.out[0]).toMatch(/^message sent to \d+ members$/);
    expect(await unread()).toBe(2);
    const titles = (await call(server, 'GET', '/wps/member/messages', { token: player })).body.value.items.map(
      (m: { params: { title: string } }) => m.params.title,
    );
    expect(titles).toEqual(['Tonight', 'Your withdrawal']);
  });

  it('sends to a VIP level and above only; a level the operator does not have is refused', async () => {
    const before = await unread();
    await server.database.db
      .insertInto('vip_levels')
      .values({ account_id: (await call(server, 'GET', '/wps/member/info', { token: player })).body.value.id, level: 2 })
      .execute();
    const gold = await run('message', 'send', '--vip', '2', '--title', 'For our VIPs', '--body', 'A gift awaits');
    expect(gold.out).toEqual(['message sent to 1 member']);
    expect(await unread()).toBe(before + 1);
    expect((await run('message', 'send', '--vip', '3', '--title', 't', '--body', 'b')).out).toEqual(['message sent to 0 members']);
    const beyond = await run('message', 'send', '--vip', '42', '--title', 't', '--body', 'b');
    expect([beyond.exitCode, beyond.err.join('\n')]).toEqual([1, expect.stringContaining('message.invalid_vip_level')]);
  });

  it('refuses no target, both targets, an unknown member and a blank body with a code and exit status', async () => {
    const before = await unread();
    expect((await run('message', 'send', '--title', 't', '--body', 'b')).exitCode).toBe(1);
    expect((await run('message', 'send', 'demo_player', '--all', '--title', 't', '--body', 'b')).exitCode).toBe(1);
    const unknown = await run('message', 'send', 'nobody_at_all', '--title', 't', '--body', 'b');
    expect(unknown.exitCode).toBe(4);
    expect(unknown.err.join('\n')).toContain('access.member_not_found');
    const blank = await run('message', 'send', 'demo_player', '--title', 't', '--body', '  ');
    expect(blank.err.join('\n')).toContain('error: This field is required. (validation.required, field: body)');
    expect(await unread()).toBe(before);
  });
});
