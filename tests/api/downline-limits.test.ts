import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLINE_RATES } from '../../core/platform/agency/register-downline';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, resetThrottles, rowCounts, staffToken, startOfNextWindow, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';

describe.each(testBackends())('how many downlines an agent opens on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  const newAgent = async () => {
    const username = uniqueUsername('lim');
    expect(
      (await call(server, 'POST', '/wps/admin/agents', { token: await staffToken(server), console: true, body: { username, password: PASSWORD } })).status,
    ).toBe(200);
    return { username, token: await bearerLogin(server, username, PASSWORD) };
  };
  const openDownline = (token: string, ip: string) =>
    call(server, 'POST', '/wps/agent/downlines', {
      token,
      headers: { 'x-forwarded-for': ip },
      body: { username: uniqueUsername('dl'), password: PASSWORD, kind: 'member' },
    });

  it('an agent and an IP each open only so many an hour; the next is refused with agency.too_many_downlines and opens no account', async () => {
    const { agent, ip } = DOWNLINE_RATES;
    expect(agent.windowMs).toBe(ip.windowMs);
    expect(ip.limit).toBeGreaterThan(agent.limit);
    startOfNextWindow(server, agent.windowMs);
    await resetThrottles(server);
    const [first, second] = [await newAgent(), await newAgent()];
    for (let i = 0; i < agent.limit; i++) expect((await openDownline(first.token, '198.51.100.1')).status).toBe(200);
    for (let i = agent.limit; i < ip.limit; i++) expect((await openDownline(second.token, '198.51.100.1')).status).toBe(200);
    const before = await rowCounts(server, ['accounts']);
    const byIp = await openDownline(second.token, '198.51.100.1');
    const byAgent = await openDownline(first.token, '198.51.100.2');
    for (const refused of [byIp, byAgent]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, code: 'agency.too_many_downlines', message: { key: 'errors.agency.too_many_downlines' } });
    }
    expect(await rowCounts(server, ['accounts'])).toEqual(before);

    server.clock.advance(agent.windowMs);
    const again = await bearerLogin(server, first.username, PASSWORD);
    expect((await openDownline(again, '198.51.100.1')).status).toBe(200);
  });
});
