import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, registerMember, staffToken, STAFF, uniqueUsername } from '../support/wps-http';

interface Entry {
  readonly actor: string;
  readonly actor_id: number | null;
  readonly kind: string;
  readonly subject: string;
  readonly detail: Record<string, unknown>;
}

describe.each(testBackends())('audit of sessions, staff accounts, providers, content and member lookups on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let staffId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    staffId = (await server.database.db.selectFrom('accounts').select('id').where('username', '=', STAFF.username).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => server?.close());

  const entries = async (subject: string): Promise<Entry[]> =>
    (await sql<Entry>`SELECT actor, actor_id, kind, subject, detail FROM audit_log WHERE subject = ${subject} ORDER BY id`.execute(server.database.db)).rows;
  const admin = (method: string, path: string, body?: unknown) => call(server, method, path, { token: staff, console: true, ...(body ? { body } : {}) });
  const kindsBy = (list: Entry[]) => list.map((e) => [e.kind, e.actor, e.actor_id]);

  it('a logout, an expired session and support ending sessions are each written with who ended them', async () => {
    const username = uniqueUsername('aud');
    const member = await registerMember(server, username, 'Abc12345');
    const subject = `account:${member.id}`;
    expect((await call(server, 'DELETE', '/wps/session/logout', { token: member.token })).status).toBe(200);

    const expiring = await bearerLogin(server, username, 'Abc12345');
    server.clock.advance(31 * 60_000);
    expect((await call(server, 'GET', '/wps/member/info', { token: expiring })).body.code).toBe('access.session_expired');
    staff = await staffToken(server);

    await bearerLogin(server, username, 'Abc12345');
    expect((await admin('DELETE', `/wps/admin/member/${username}/sessions`)).status).toBe(200);

    const ends = (await entries(subject)).filter((e) => e.kind.startsWith('access.') && e.kind !== 'access.login');
    expect(kindsBy(ends)).toEqual([
      ['access.logout', 'account', member.id],
      ['access.session_expired', 'system', null],
      ['access.session_revoked', 'account', staffId],
    ]);
    expect(ends[2]!.detail).toMatchObject({ reason: 'support', scope: 'full' });
  });

  it("support's looks at a member (info, sessions, bets) are written with the staff as actor", async () => {
    const username = uniqueUsername('look');
    const member = await registerMember(server, username, 'Abc12345');
    expect((await admin('GET', `/wps/admin/member/${username}`)).status).toBe(200);
    expect((await admin('GET', `/wps/admin/member/${username}/sessions`)).status).toBe(200);
    expect((await admin('GET', `/wps/admin/member/${username}/bets`)).status).toBe(200);
    const looks = (await entries(`account:${member.id}`)).filter((e) => e.kind.startsWith('member.'));
    expect(kindsBy(looks)).toEqual([
      ['member.viewed', 'account', staffId],
      ['member.sessions_viewed', 'account', staffId],
      ['member.bets_viewed', 'account', staffId],
    ]);
  });

  it('a staff account and a game provider are written as made by the staff, never with a secret', async () => {
    const made = await admin('POST', '/wps/admin/staff', { username: 'AuditHelper', password: 'Helper#2026x' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const staffEntries = await entries(`account:${made.body.value.id}`);
    expect(kindsBy(staffEntries)).toEqual([['access.staff_created', 'account', staffId]]);
    expect(staffEntries[0]!.detail).toMatchObject({ username: 'audithelper' });

    const provider = await admin('POST', '/wps/admin/providers', { code: 'AUDITPROV' });
    expect(provider.status).toBe(200);
    const providerEntries = await entries('provider:AUDITPROV');
    expect(kindsBy(providerEntries)).toEqual([['provider.created', 'account', staffId]]);
    expect(JSON.stringify(providerEntries)).not.toContain(provider.body.value.secret);
  });

  it('creating and disabling banners, announcements, promotions, missions and mall goods, and saving help articles, is written with the staff as actor', async () => {
    const content: readonly [string, string, Record<string, unknown>][] = [
      ['banner', '/wps/admin/banners', { groupName: 'w_home', title: 'Audited banner', url: '/b.svg', linkageType: 'NONE' }],
      ['announcement', '/wps/admin/announcements', { kind: 'PL', execution: 'A', title: 'Audited notice', content: 'Hello', sort: 1 }],
      ['promotion', '/wps/admin/promotions', { title: 'Audited promotion', category: 'others', kind: 'info' }],
      ['mission', '/wps/admin/missions', { title: 'Audited mission', period: 'daily', metric: 'rounds', target: '3', reward: '2.50' }],
      ['mall_goods', '/wps/admin/mall/goods', { name: 'Audited cap', kind: 'item', points: '10', stock: 1 }],
    ];
    for (const [kind, path, body] of content) {
      const created = await admin('POST', path, body);
      expect(created.status, `${path} ${JSON.stringify(created.body)}`).toBe(200);
      const id = created.body.value.id as number;
      expect((await admin('POST', `${path}/${id}/disable`)).status, `${path}/${id}/disable`).toBe(200);
      const written = await entries(`${kind}:${id}`);
      expect(kindsBy(written)).toEqual([
        [`${kind}.created`, 'account', staffId],
        [`${kind}.disabled`, 'account', staffId],
      ]);
      expect(written[0]!.detail['title']).toBe(body['title'] ?? body['name']);
    }
    for (const title of ['Audited help', 'Audited help, revised']) {
      expect((await admin('PUT', '/wps/admin/help/EN/audited-help', { markdown: `# ${title}\n\nBody` })).status).toBe(200);
    }
    const help = await entries('help_article:EN:audited-help');
    expect(kindsBy(help)).toEqual([
      ['help_article.saved', 'account', staffId],
      ['help_article.saved', 'account', staffId],
    ]);
    expect(help.map((e) => [e.detail['title'], e.detail['created']])).toEqual([
      ['Audited help', true],
      ['Audited help, revised', false],
    ]);
    expect((await admin('GET', '/wps/admin/audit/verify')).body.value).toMatchObject({ ok: true });
  });
});
