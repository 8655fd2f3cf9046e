import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember } from '../support/withdrawal-world';
import { call, resetThrottles, staffToken } from '../support/wps-http';

const HOST = { name: 'Ayesha', pictureUrl: '/uploads/ayesha.png', streamUrl: 'https://stream.example/ayesha.m3u8', schedule: 'Mon–Fri 20:00–23:00' };

describe.each(testBackends())('live hosts on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: { id: number; token: string };
  const models = async () => ((await call(server, 'GET', '/wps/relay/CBS_modelList')).body.value.list as { id: number; name: string }[]).map((h) => h.name);
  const addHost = (body: object, token = staff) => call(server, 'POST', '/wps/admin/live/hosts', { token, console: token === staff, body });
  const launch = (hostId: number, token?: string) => call(server, 'GET', `/wps/relay/CBS_launchChat?hostId=${hostId}`, token ? { token } : {});

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = await newMember(server);
  });
  afterAll(async () => server?.close());

  it('support adds hosts; visitors see the enabled ones with picture, stream and schedule, the newest first', async () => {
    const added = await addHost(HOST);
    expect(added.status, added.text).toBe(200);
    expect(added.body.value).toMatchObject({ ...HOST, enabled: true, id: expect.any(Number), createdAt: expect.any(String) });
    await addHost({ ...HOST, name: 'Bilal', schedule: undefined });
    const list = (await call(server, 'GET', '/wps/relay/CBS_modelList')).body.value.list;
    // The demo's own hosts were there before, so they come after these two.
    expect(list.slice(0, 2)).toEqual([
      { id: added.body.value.id + 1, name: 'Bilal', pictureUrl: HOST.pictureUrl, streamUrl: HOST.streamUrl, schedule: '' },
      { id: added.body.value.id, ...HOST },
    ]);
    expect(list.slice(2).every((h: { id: number }) => h.id < added.body.value.id)).toBe(true);
  });

  it('refuses a bad stream address and a member adding a host', async () => {
    const bad = await addHost({ ...HOST, streamUrl: 'http://plain.example/s' });
    expect([bad.status, bad.body.code, bad.body.value.field]).toEqual([400, 'live.invalid_stream', 'streamUrl']);
    const byMember = await addHost(HOST, member.token);
    expect([byMember.status, byMember.body.code]).toEqual([403, 'access.forbidden']);
  });

  it("a member launches a host's chat and talks in that room, apart from the thread with support; support sees and answers it", async () => {
    const host = (await addHost({ ...HOST, name: 'Chat host' })).body.value.id as number;
    const launched = await launch(host, member.token);
    expect([launched.status, launched.body.value]).toEqual([200, { chatUrl: `/?liveChat=${host}` }]);

    await resetThrottles(server);
    const line = await call(server, 'POST', `/wps/chat/messages?host=${host}`, { token: member.token, body: { body: 'Hello Chat host!' } });
    expect(line.status, line.text).toBe(200);
    expect((await call(server, 'GET', '/wps/chat', { token: member.token })).body.value.thread).toBeNull();
    const threads = (await call(server, 'GET', '/wps/admin/chat', { token: staff, console: true })).body.value as {
      id: number;
      account: string;
      preview: string;
    }[];
    const room = threads.find((t) => t.preview === 'Hello Chat host!')!;
    expect(room.account).toMatch(/ @ Chat host$/);
    await call(server, 'POST', `/wps/admin/chat/${room.id}/messages`, { token: staff, console: true, body: { body: 'Welcome!' } });
    const seen = (await call(server, 'GET', `/wps/chat?host=${host}`, { token: member.token })).body.value;
    expect(seen.messages.map((m: { sender: string; body: string }) => [m.sender, m.body])).toEqual([
      ['player', 'Hello Chat host!'],
      ['staff', 'Welcome!'],
    ]);
  });

  it('a visitor must sign in; an unknown or disabled host is live.host_unavailable, and its room closes', async () => {
    const host = (await addHost({ ...HOST, name: 'Leaving host' })).body.value.id as number;
    const visitor = await launch(host);
    expect([visitor.status, visitor.body.code]).toEqual([401, 'access.not_logged_in']);
    const unknown = await launch(host + 1000, member.token);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'live.host_unavailable']);

    const disabled = await call(server, 'POST', `/wps/admin/live/hosts/${host}/disable`, { token: staff, console: true });
    expect([disabled.status, disabled.body.value.enabled]).toEqual([200, false]);
    expect(await models()).not.toContain('Leaving host');
    const gone = await launch(host, member.token);
    expect([gone.status, gone.body.code]).toEqual([404, 'live.host_unavailable']);
    const line = await call(server, 'POST', `/wps/chat/messages?host=${host}`, { token: member.token, body: { body: 'Still there?' } });
    expect([line.status, line.body.code]).toEqual([404, 'live.host_unavailable']);
    const noSuch = await call(server, 'POST', `/wps/admin/live/hosts/${host + 1000}/disable`, { token: staff, console: true });
    expect([noSuch.status, noSuch.body.code]).toEqual([404, 'live.host_not_found']);

    const audited = await server.database.db
      .selectFrom('audit_log')
      .select(['kind', 'actor_id', 'detail'])
      .where('subject', '=', `live_host:${host}`)
      .orderBy('id')
      .execute();
    const staffId = (await server.database.db.selectFrom('accounts').select('id').where('username', '=', 'support').executeTakeFirstOrThrow()).id;
    expect(audited).toEqual([
      { kind: 'live_host.added', actor_id: staffId, detail: { name: 'Leaving host' } },
      { kind: 'live_host.disabled', actor_id: staffId, detail: { name: 'Leaving host' } },
    ]);
  });
});
