import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createScratchDatabase, disconnected, testBackends } from '../support/backends';
import { templateDataDir, templateDatabase } from '../support/templates';
import { freePort, startProcess } from '../support/server-process';
import type { TestServer } from '../support/test-server';
import { bearerLogin, call, PLAYER, solvedChallenge } from '../support/wps-http';

/** Sends the head and the first bytes of a JSON body now; `finish` sends the rest later. */
function slowPost(url: string, body: string) {
  const slow = request(url, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-session-transport': 'bearer' },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    slow.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    slow.on('error', reject);
  });
  slow.write(body.slice(0, 20));
  return { answered, finish: () => slow.end(body.slice(20)) };
}

describe.each(testBackends())('graceful shutdown of a server process on %s', (backend) => {
  const dataDir = templateDataDir('portal-drain-');
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (scratch) {
      await disconnected(scratch.url);
      await scratch.drop();
    }
  });

  it('on SIGTERM turns readiness 503, finishes the request in flight, closes websockets with 1012 and exits 0', async () => {
    scratch = backend === 'postgres' ? await createScratchDatabase(templateDatabase('seeded')) : null;
    const port = await freePort();
    const child = await startProcess(dataDir, port, scratch?.url, { DRAIN_DELAY_MS: '1500' });
    const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const server = { url: `http://127.0.0.1:${port}` } as TestServer;

    const token = await bearerLogin(server, PLAYER.username, PLAYER.password);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/wps/ws`, { headers: { authorization: `Bearer ${token}` } });
    await once(socket, 'open');
    const closeCode = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const verification = await solvedChallenge(server);
    const login = slowPost(
      `${server.url}/wps/session/login`,
      JSON.stringify({ username: PLAYER.username, password: PLAYER.password, type: 'username', verification }),
    );

    child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${server.url}/wps/health/ready`)).status, { timeout: 1000, interval: 50 }).toBe(503);
    const draining = await call(server, 'GET', '/wps/health/ready');
    expect(draining.body).toMatchObject({ success: false, code: 'system.draining', value: { ready: false, draining: true, database: 'up' } });
    expect(draining.headers.get('connection')).toBe('close');
    expect((await call(server, 'GET', '/wps/health/live')).status).toBe(200);

    expect(await closeCode).toBe(1012);
    await expect(fetch(`${server.url}/wps/health/live`)).rejects.toThrow();
    login.finish();
    const answer = await login.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).value.token).toEqual(expect.any(String));
    expect(await exitCode).toBe(0);
  });
});
