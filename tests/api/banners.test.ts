import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('banners on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  const create = (body: Record<string, unknown>, token = staff) => call(server, 'POST', '/wps/admin/banners', { token, console: token === staff, body });
  const group = async (name: string) => (await call(server, 'GET', `/wps/system/banners?group=${name}`)).body.value as { title: string }[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    // The demo's own notices and banners are left out: these tests count what support creates.
    await server.database.db.deleteFrom('announcements').execute();
    await server.database.db.deleteFrom('banners').execute();
  });
  afterAll(async () => server?.close());

  it('support creates banners; each group shows its enabled ones in their time window, by sort', async () => {
    const hour = 3_600_000;
    expect((await create({ groupName: 'w_forget', title: 'Second', url: '/banners/b.svg', linkageType: 'ROUTE', target: '/help#term', sort: 2 })).status).toBe(
      200,
    );
    const first = await create({
      groupName: 'w_forget',
      title: 'First',
      url: 'https://cdn.example.com/a.png',
      linkageType: 'URL',
      target: 'https://example.com/promo',
      sort: 1,
    });
    expect(first.body.value).toMatchObject({ id: expect.any(Number), groupName: 'w_forget', enabled: true, startsAt: null });
    await create({ groupName: 'w_forget', title: 'Later', url: '/b.svg', linkageType: 'NONE', startsAt: new Date(Date.now() + hour).toISOString() });
    await create({
      groupName: 'w_forget',
      title: 'Over',
      url: '/b.svg',
      linkageType: 'NONE',
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    await create({ groupName: 'w_login', title: 'Login only', url: '/b.svg', linkageType: 'GAME', target: 'HOUSE_LOTUS' });
    expect((await group('w_forget')).map((b) => b.title)).toEqual(['First', 'Second']);
    expect((await group('w_login')).map((b) => b.title)).toEqual(['Login only']);
    expect(await group('w_register')).toEqual([]);

    expect((await call(server, 'POST', `/wps/admin/banners/${first.body.value.id}/disable`, { token: staff, console: true })).status).toBe(200);
    expect((await group('w_forget')).map((b) => b.title)).toEqual(['Second']);
    expect((await call(server, 'GET', '/wps/admin/banners', { token: staff, console: true })).body.value).toHaveLength(5);
  });

  it('refuses bad banners with every reason and writes nothing; members cannot manage them; unknown groups and ids are named', async () => {
    const before = await rowCounts(server, ['banners']);
    const refused = await create({ groupName: 'w_nowhere', title: 'x', url: 'javascript:alert(1)', linkageType: 'ROUTE', target: '//evil.example.com' });
    expect(refused.status).toBe(400);
    expect((refused.body.value.errors as { field: string }[]).map((e) => e.field)).toEqual(['groupName', 'url', 'target']);
    const member = await registerMember(server, uniqueUsername('ban'), 'Abc12345');
    expect((await create({ groupName: 'w_login', title: 'x', url: '/b.svg', linkageType: 'NONE' }, member.token)).body.code).toBe('access.forbidden');
    expect((await call(server, 'GET', '/wps/system/banners?group=w_nowhere')).body.code).toBe('banner.invalid_group');
    expect((await call(server, 'POST', '/wps/admin/banners/999999/disable', { token: staff, console: true })).body.code).toBe('banner.not_found');
    expect(await rowCounts(server, ['banners'])).toEqual(before);
  });
});
