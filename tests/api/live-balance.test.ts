import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../support/test-server';
import { withdraw, withdrawingMember } from '../support/withdrawal-world';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

describe('the member live channel', () => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const open = (token?: string) => new WebSocket(`${server.url.replace('http', 'ws')}/wps/ws`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('pushes the new balance to the member as soon as a deposit is credited', async () => {
    const member = await registerMember(server, uniqueUsername('live'), 'Abc12345');
    const socket = open(member.token);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const received = new Promise<Record<string, unknown>>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
    );
    const id = (await call(server, 'PUT', '/wps/member/deposit/bank', { token: member.token, body: { amount: '120', payerName: 'Live Test' } })).body.value
      .id as number;
    expect((await call(server, 'POST', `/wps/admin/deposits/${id}/approve`, { token: staff, console: true })).status).toBe(200);
    expect(await received).toMatchObject({ event: 'balance', code: `member:${member.id}:main`, available: '12000', kind: 'deposit' });
    socket.close();
  });

  it('pushes the available balance when a withdrawal holds money and again when the hold is released', async () => {
    const member = await withdrawingMember(server, staff, '300', 'livewd');
    const id = (await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value.id as number;
    const socket = open(member.token);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const events: Record<string, unknown>[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as Record<string, unknown>));
    const requested = await withdraw(server, member, '100');
    await expect
      .poll(() => events)
      .toContainEqual(expect.objectContaining({ event: 'balance', code: `member:${id}:main`, available: '20000', kind: 'withdrawal' }));
    await call(server, 'POST', `/wps/admin/withdrawals/${requested.body.value.id}/reject`, { token: staff, console: true, body: { reason: 'live' } });
    await expect.poll(() => events).toContainEqual(expect.objectContaining({ event: 'balance', available: '30000', kind: 'withdrawal' }));
    socket.close();
  }, 180_000);

  it('closes an unauthenticated socket with 4401', async () => {
    const socket = open();
    const [code] = await new Promise<[number, string]>((resolve) => socket.once('close', (c, reason) => resolve([c, String(reason)])));
    expect(code).toBe(4401);
  });
});
