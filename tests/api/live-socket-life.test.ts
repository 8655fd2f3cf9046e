import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testBackends } from '../support/backends';
import { loginEndings } from '../support/login-endings';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';

describe.each(testBackends())('the live-events socket on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  /** A socket and what became of it: its close code, or the status a refused handshake answered. */
  const open = (token: string, origin?: string) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/wps/ws`, {
      headers: { authorization: `Bearer ${token}` },
      ...(origin ? { origin } : {}),
    });
    const state: { opened: boolean; closed: number | null; refused: number | null } = { opened: false, closed: null, refused: null };
    socket.on('open', () => (state.opened = true));
    socket.on('close', (code) => (state.closed = code));
    socket.on('unexpected-response', (_request, response) => {
      state.refused = response.statusCode ?? 0;
      socket.terminate();
    });
    socket.on('error', () => undefined);
    return { socket, state };
  };
  const opened = async (token: string, origin?: string) => {
    const live = open(token, origin);
    await expect.poll(() => live.state.opened || live.state.refused !== null).toBe(true);
    expect(live.state.opened).toBe(true);
    return live;
  };

  const endings = loginEndings(
    () => server,
    () => staff,
    PASSWORD,
  );

  it.each(endings)("closes the member's socket after %s", async (_name, end) => {
    const username = uniqueUsername('sock');
    const member = { ...(await registerMember(server, username, PASSWORD)), username };
    const live = await opened(member.token);
    expect((await end(member)).status).toBe(200);
    await expect.poll(() => live.state.closed, { timeout: 5000 }).toBe(4401);
  });

  it("keeps the socket of the member's other login open when one login ends", async () => {
    const username = uniqueUsername('sock');
    const member = await registerMember(server, username, PASSWORD);
    const other = await bearerLogin(server, username, PASSWORD);
    const kept = await opened(member.token);
    const ended = await opened(other);
    expect((await call(server, 'DELETE', '/wps/session/logout', { token: other })).status).toBe(200);
    await expect.poll(() => ended.state.closed, { timeout: 5000 }).toBe(4401);
    expect(kept.state.closed).toBeNull();
    kept.socket.close();
  });

  it('refuses a foreign Origin at the handshake and accepts its own and the configured site origin', async () => {
    const member = await registerMember(server, uniqueUsername('sock'), PASSWORD);
    const foreign = open(member.token, 'https://evil.example');
    await expect.poll(() => foreign.state.refused).toBe(403);
    expect(foreign.state.opened).toBe(false);
    const site = new URL((await server.settings.load()).publicUrl).origin;
    for (const origin of [new URL(server.url).origin, site]) (await opened(member.token, origin)).socket.close();
  });
});
