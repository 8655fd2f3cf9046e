import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('platform messages on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const send = (body: Record<string, unknown>) => call(server, 'POST', '/wps/admin/messages', { token: staff, console: true, body });

  it('support sends a message; it arrives live on the member channel, counts as unread, and reading or deleting it clears the badge', async () => {
    const username = uniqueUsername('inbox');
    const { token } = await registerMember(server, username, 'abc123456');
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/wps/ws`, {
      headers: { authorization: `Bearer ${token}`, 'x-session-transport': 'bearer' },
    });
    const events: unknown[] = [];
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.on('message', (data) => events.push(JSON.parse(String(data))));

    expect((await send({ to: username, title: 'Welcome', body: 'Your bonus awaits' })).body).toMatchObject({ success: true, value: { recipients: 1 } });
    await send({ to: username, title: 'Second', body: 'More news' });
    await expect.poll(() => events.filter((e) => (e as { event: string }).event === 'message').length, { timeout: 3000 }).toBe(2);
    socket.close();

    expect((await call(server, 'GET', '/wps/relay/CSP_unreadCount', { token })).body.value).toEqual({ count: 2 });
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.unreadCount).toBe(2);
    const page = (await call(server, 'GET', '/wps/member/messages?pageSize=1', { token })).body.value;
    expect(page).toMatchObject({
      pageNo: 1,
      totalPages: 2,
      unread: 2,
      items: [{ type: 'new_message', params: { title: 'Second', body: 'More news' }, readAt: null }],
    });

    const newest = page.items[0].id as number;
    expect((await call(server, 'POST', '/wps/member/messages/read', { token, body: { ids: [newest] } })).body.value).toEqual({ unread: 1 });
    expect(
      (await call(server, 'GET', '/wps/member/messages?unread=1', { token })).body.value.items.map((m: { params: { title: string } }) => m.params.title),
    ).toEqual(['Welcome']);
    expect((await call(server, 'POST', '/wps/member/messages/read', { token, body: {} })).body.value).toEqual({ unread: 0 });
    expect((await call(server, 'POST', '/wps/member/messages/delete', { token, body: { ids: [newest] } })).body.value).toEqual({ unread: 0 });
    expect((await call(server, 'GET', '/wps/member/messages', { token })).body.value.items).toHaveLength(1);
  });

  it("a member cannot read, mark or delete another member's messages", async () => {
    const alice = uniqueUsername('alice');
    const a = await registerMember(server, alice, 'abc123456');
    const b = await registerMember(server, uniqueUsername('bob'), 'abc123456');
    await send({ to: alice, title: 'Private', body: 'For Alice' });
    const id = (await call(server, 'GET', '/wps/member/messages', { token: a.token })).body.value.items[0].id;
    expect((await call(server, 'GET', '/wps/member/messages', { token: b.token })).body.value.items).toEqual([]);
    await call(server, 'POST', '/wps/member/messages/read', { token: b.token, body: { ids: [id] } });
    await call(server, 'POST', '/wps/member/messages/delete', { token: b.token, body: { ids: [id] } });
    expect((await call(server, 'GET', '/wps/relay/CSP_unreadCount', { token: a.token })).body.value).toEqual({ count: 1 });
  });

  it('sending to all reaches members and agents, not staff; bad requests are refused with their codes', async () => {
    const { token } = await registerMember(server, uniqueUsername('all'), 'abc123456');
    const before = (await call(server, 'GET', '/wps/relay/CSP_unreadCount', { token })).body.value.count;
    const sent = await send({ all: true, title: 'Maintenance tonight', body: 'From 02:00 to 03:00' });
    expect(sent.body.value.recipients).toBeGreaterThanOrEqual(3);
    expect((await call(server, 'GET', '/wps/relay/CSP_unreadCount', { token })).body.value.count).toBe(before + 1);
    expect((await call(server, 'GET', '/wps/relay/CSP_unreadCount', { token: staff, console: true })).body.value).toEqual({ count: 0 });

    expect((await send({ title: 'No target', body: 'x' })).body).toMatchObject({ code: 'validation.required', value: { field: 'to' } });
    expect((await send({ to: 'nobody_here_1', title: 'x', body: 'y' })).status).toBe(404);
    expect((await send({ to: 'support', title: 'x', body: 'y' })).body.code).toBe('access.member_not_found');
    expect((await send({ to: 'demo_player', title: '   ', body: 'y' })).body).toMatchObject({ code: 'validation.required', value: { field: 'title' } });
    expect((await call(server, 'POST', '/wps/admin/messages', { token, body: { to: 'demo_player', title: 'x', body: 'y' } })).status).toBe(403);
  });
});
