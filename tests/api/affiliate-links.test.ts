import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { AGENT, bearerLogin, call, PLAYER, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('agents’ referral links on %s', (backend) => {
  let server: TestServer;
  let agent: string;
  const uplineOf = async (username: string) => {
    const staff = await staffToken(server);
    const tree = await call(server, 'GET', `/wps/admin/agents/${AGENT.username}/tree`, { token: staff, console: true });
    return (tree.body.value as { account: string; isAgent: boolean }[]).find((n) => n.account === username) ?? null;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    agent = await bearerLogin(server, AGENT.username, AGENT.password);
  });
  afterAll(async () => server?.close());

  it('gives the agent a member link on first ask; registering through a link places the account under the agent as the link’s kind', async () => {
    const primary = (await call(server, 'GET', '/wps/agent/affiliate', { token: agent })).body.value;
    expect(primary).toMatchObject({ kind: 'member', enabled: true, registrations: 0 });
    expect(primary.code).toMatch(/^[A-Z2-7]{13}$/);
    expect(primary.url).toBe(`http://${primary.domain}/register?referralCode=${primary.code}`);
    expect((await call(server, 'GET', '/wps/agent/affiliate', { token: agent })).body.value.id).toBe(primary.id);

    const member = uniqueUsername('aff');
    await registerMember(server, member, 'Abc12345', { referralCode: primary.code.toLowerCase() });
    expect(await uplineOf(member)).toMatchObject({ isAgent: false });

    const agentLink = (await call(server, 'POST', '/wps/agent/links', { token: agent, body: { kind: 'agent' } })).body.value;
    const subAgent = uniqueUsername('affa');
    await registerMember(server, subAgent, 'Abc12345', { referralCode: agentLink.code });
    expect(await uplineOf(subAgent)).toMatchObject({ isAgent: true });
    const subToken = await bearerLogin(server, subAgent, 'Abc12345');
    expect((await call(server, 'GET', '/wps/agent/menu', { token: subToken })).status).toBe(200);

    const links = (await call(server, 'GET', '/wps/agent/links', { token: agent })).body.value as { id: number; registrations: number }[];
    expect(links.map((l) => [l.id, l.registrations])).toEqual([
      [primary.id, 1],
      [agentLink.id, 1],
    ]);
  });

  it('link codes are 13 random base32 characters: the link id in base 36, as codes once were, places nobody', async () => {
    const links = [];
    for (let i = 0; i < 3; i++)
      links.push((await call(server, 'POST', '/wps/agent/links', { token: agent, body: { kind: 'agent' } })).body.value as { id: number; code: string });
    expect(links.map((l) => l.code)).toEqual(links.map(() => expect.stringMatching(/^[A-Z2-7]{13}$/)));
    expect(new Set(links.map((l) => l.code)).size).toBe(links.length);
    const stranger = uniqueUsername('guess');
    await registerMember(server, stranger, 'Abc12345', { referralCode: `A${links[0]!.id.toString(36).toUpperCase()}` });
    expect(await uplineOf(stranger)).toBeNull();
  });

  it('a disabled, unknown or friend code registers a plain member with no upline; links are the agent’s own', async () => {
    const link = (await call(server, 'POST', '/wps/agent/links', { token: agent, body: { kind: 'member' } })).body.value;
    const player = await bearerLogin(server, PLAYER.username, PLAYER.password);
    expect((await call(server, 'POST', `/wps/agent/links/${link.id}/disable`, { token: player })).body.code).toBe('access.forbidden');
    expect((await call(server, 'POST', `/wps/agent/links/${link.id}/disable`, { token: agent })).status).toBe(200);
    expect((await call(server, 'POST', `/wps/agent/links/${link.id}/disable`, { token: agent })).body.code).toBe('agency.link_not_found');
    for (const code of [link.code, 'AZZZZZ', 'R1']) {
      const username = uniqueUsername('afx');
      await registerMember(server, username, 'Abc12345', { referralCode: code });
      expect(await uplineOf(username)).toBeNull();
    }
    expect((await call(server, 'GET', '/wps/agent/links', { token: player })).body.code).toBe('access.forbidden');
  });
});
