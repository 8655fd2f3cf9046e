import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testBackends } from '../support/backends';
import { ProcessCluster } from '../support/process-cluster';
import type { TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

type LiveEvent = Record<string, unknown> & { event: string };

describe.runIf(testBackends().includes('postgres'))('two server processes on one PostgreSQL database tell each other', () => {
  const cluster = new ProcessCluster();
  let url: string;
  let a: TestServer;
  let b: TestServer;
  let staff: string;
  let socket: WebSocket | null = null;
  beforeAll(async () => {
    url = await cluster.start(2);
    [a, b] = cluster.servers as [TestServer, TestServer];
    staff = await staffToken(b);
  }, 60_000);
  afterAll(async () => {
    socket?.close();
    await cluster.stop();
  });

  it('their live events, which reach a member whose socket is on the other process, once each, also across a dropped listener connection', async () => {
    const username = uniqueUsername('xproc');
    const member = await registerMember(a, username, 'Abc12345');
    socket = new WebSocket(`${a.url.replace('http', 'ws')}/wps/ws`, { headers: { authorization: `Bearer ${member.token}` } });
    await new Promise((resolve, reject) => socket!.once('open', resolve).once('error', reject));
    const events: LiveEvent[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as LiveEvent));
    const messages = () => events.filter((e) => e.event === 'message').length;

    const deposit = (await call(b, 'PUT', '/wps/member/deposit/bank', { token: member.token, body: { amount: '120', payerName: 'Two Processes' } })).body.value
      .id as number;
    expect((await call(b, 'POST', `/wps/admin/deposits/${deposit}/approve`, { token: staff, console: true })).status).toBe(200);
    await expect
      .poll(() => events, { timeout: 15_000 })
      .toContainEqual(expect.objectContaining({ event: 'balance', code: `member:${member.id}:main`, available: '12000', kind: 'deposit' }));
    const send = (title: string) =>
      call(b, 'POST', '/wps/admin/messages', { token: staff, console: true, body: { to: username, title, body: 'From the other process' } });
    expect((await send('First')).status).toBe(200);
    await expect.poll(messages, { timeout: 15_000 }).toBe(2);

    // Both listeners lose their connection; what is published before they are back arrives after.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'portal-notices' AND datname = current_database()`,
      );
      expect(killed.rowCount).toBe(2);
      expect((await send('Second')).status).toBe(200);
      await expect.poll(messages, { timeout: 20_000 }).toBe(3);
      await expect
        .poll(
          async () => (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'portal-notices' AND datname = current_database()`)).rowCount,
          { timeout: 20_000 },
        )
        .toBe(2);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(events.filter((e) => e.event === 'balance')).toHaveLength(1);
    expect(messages()).toBe(3);
  }, 60_000);

  it('that a vendor went into maintenance: the other process drops its cached pages at once', async () => {
    const games = async (server: TestServer) =>
      (await call(server, 'GET', '/wps/relay/GCSGAME_gameList?vassalage=PG&pageSize=3')).body.value.games as { maintenance: boolean }[];
    const card = async (server: TestServer) =>
      (await call(server, 'GET', '/lgw/games/game_menus')).body.value.menus[0].cards.find((c: { vassalage: string }) => c.vassalage === 'PG') as {
        maintenance: boolean;
      };
    expect((await games(a)).some((g) => g.maintenance)).toBe(false);
    expect((await card(a)).maintenance).toBe(false);
    expect((await call(b, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'PG', on: true } })).status).toBe(200);
    await expect.poll(async () => (await games(a)).every((g) => g.maintenance), { timeout: 15_000 }).toBe(true);
    expect((await card(a)).maintenance).toBe(true);
  }, 30_000);
});
