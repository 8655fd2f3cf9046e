import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember } from '../support/withdrawal-world';
import { AGENT, bearerLogin, call, staffToken } from '../support/wps-http';

/** Every route that takes calendar dates, by who may call it. */
const MEMBER_ROUTES = ['/wps/member/transactions', '/wps/member/bets', '/wps/member/bets/summary', '/wps/lottery/results?gameCode=VN_FAST'];
const AGENT_ROUTES = [
  '/wps/agent/team/bets',
  '/wps/agent/team/transactions',
  '/wps/agent/team/overview',
  '/wps/agent/team/downlines',
  '/wps/agent/team/user-loss',
  '/wps/agent/settlements',
];
const STAFF_ROUTES = ['/wps/admin/member/demo_player/bets'];
const IMPOSSIBLE = [
  ['from', '2026-13-45'],
  ['to', '2026-02-30'],
  ['from', '2025-02-29'],
  ['to', '0000-00-00'],
] as const;
const withQuery = (route: string, field: string, date: string) => `${route}${route.includes('?') ? '&' : '?'}${field}=${date}`;

describe.each(surfaceBackends())('impossible calendar dates on %s', (backend) => {
  let server: TestServer;
  let member: string;
  let agent: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    member = (await newMember(server)).token;
    agent = await bearerLogin(server, AGENT.username, AGENT.password);
    staff = await staffToken(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are refused with 400 validation.invalid_date naming the field, on every route that takes dates', async () => {
    const callers = [
      ...MEMBER_ROUTES.map((r) => [r, member, false] as const),
      ...AGENT_ROUTES.map((r) => [r, agent, false] as const),
      ...STAFF_ROUTES.map((r) => [r, staff, true] as const),
    ];
    for (const [route, token, console] of callers) {
      for (const [field, date] of IMPOSSIBLE) {
        const answer = await call(server, 'GET', withQuery(route, field, date), { token, console });
        expect([route, field, date, answer.status, answer.body.code, answer.body.value?.field]).toEqual([
          route,
          field,
          date,
          400,
          'validation.invalid_date',
          field,
        ]);
      }
      const real = await call(server, 'GET', `${withQuery(route, 'from', '2024-02-29')}&to=2024-03-01`, { token, console });
      expect([route, real.status, real.body.code]).toEqual([route, 200, 'ok']);
    }
  });

  it('a member on an agent route is refused for its role before its dates are looked at', async () => {
    for (const route of AGENT_ROUTES) {
      const answer = await call(server, 'GET', withQuery(route, 'from', '2026-13-45'), { token: member });
      expect([route, answer.status, answer.body.code]).toEqual([route, 403, 'access.forbidden']);
    }
  });
});
