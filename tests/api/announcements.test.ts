import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('announcements on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  const create = (body: Record<string, unknown>, token = staff) => call(server, 'POST', '/wps/admin/announcements', { token, console: token === staff, body });
  const relay = async (types: string, token?: string) =>
    (await call(server, 'GET', `/wps/relay/MCSFE_getListAnnouncements?types=${types}&platform=W`, token ? { token } : {})).body.value;
  const titles = (list: { title: string }[]) => list.map((a) => a.title);

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    // The demo's own notices and banners are left out: these tests count what support creates.
    await server.database.db.deleteFrom('announcements').execute();
    await server.database.db.deleteFrom('banners').execute();
    await create({ kind: 'PL', execution: 'B', title: 'Visitors notice', content: 'Welcome', sort: 2 });
    await create({ kind: 'PL', execution: 'A', title: 'Players notice', content: 'Hello players', sort: 1 });
    await create({ kind: 'PU', execution: 'B', title: 'Visitors popup' });
    await create({ kind: 'PU', execution: 'F', title: 'First login popup' });
    await create({ kind: 'PR', execution: 'A', title: 'Promotion notice' });
    await create({ kind: 'PL', execution: 'B', title: 'Tomorrow', startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    await call(server, 'POST', '/wps/admin/banners', {
      token: staff,
      console: true,
      body: { groupName: 'w_home', title: 'Home banner', url: '/b.svg', linkageType: 'NONE' },
    });
  });
  afterAll(async () => server?.close());

  it('anonymous visitors get execution B, with the home banners when B or H is asked', async () => {
    const lists = await relay('B,PL,PU,PR,H');
    expect(titles(lists.player)).toEqual(['Visitors notice']);
    expect(titles(lists.popup)).toEqual(['Visitors popup']);
    expect(lists.promotion).toEqual([]);
    expect(titles(lists.banners)).toEqual(['Home banner']);
    expect((await relay('PL')).banners).toEqual([]);
  });

  it('a player in the first session gets A and F; after the next login only A', async () => {
    const username = uniqueUsername('ann');
    const { token } = await registerMember(server, username, 'Abc12345');
    const first = await relay('PL,PU,PR', token);
    expect(titles(first.player)).toEqual(['Players notice']);
    expect(titles(first.popup)).toEqual(['First login popup']);
    expect(titles(first.promotion)).toEqual(['Promotion notice']);
    server.clock.advance(1000);
    const later = await relay('PL,PU,PR', await bearerLogin(server, username, 'Abc12345'));
    expect(later.popup).toEqual([]);
  });

  it('support disables one; bad announcements are refused with every reason and nothing written; members cannot manage', async () => {
    const list = (await call(server, 'GET', '/wps/admin/announcements', { token: staff, console: true })).body.value as { id: number; title: string }[];
    const visitors = list.find((a) => a.title === 'Visitors popup')!;
    expect((await call(server, 'POST', `/wps/admin/announcements/${visitors.id}/disable`, { token: staff, console: true })).status).toBe(200);
    expect((await relay('PU')).popup).toEqual([]);
    const before = await rowCounts(server, ['announcements']);
    const refused = await create({ kind: 'XX', execution: 'Q', title: ' ' });
    expect((refused.body.value.errors as { field: string }[]).map((e) => e.field)).toEqual(['kind', 'execution', 'title']);
    const member = await registerMember(server, uniqueUsername('ann'), 'Abc12345');
    expect((await create({ kind: 'PL', execution: 'A', title: 'x' }, member.token)).body.code).toBe('access.forbidden');
    expect((await call(server, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,ZZ')).body.code).toBe('announcement.invalid_type');
    expect(await rowCounts(server, ['announcements'])).toEqual(before);
  });
});
