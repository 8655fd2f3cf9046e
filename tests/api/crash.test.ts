import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, startProcess } from '../support/server-process';
import { templateDataDir } from '../support/templates';
import type { TestServer } from '../support/test-server';
import { bearerLogin, call, PLAYER, staffToken } from '../support/wps-http';

describe('a server killed with SIGKILL under load (PGlite on disk)', () => {
  const dataDir = templateDataDir('portal-crash-');
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts on the same data with a clean audit and every acknowledged approval credited exactly once', async () => {
    const port = await freePort();
    const server = { url: `http://127.0.0.1:${port}` } as TestServer;
    child = await startProcess(dataDir, port);
    const staff = await staffToken(server);
    const player = await bearerLogin(server, PLAYER.username, PLAYER.password);

    const ids: number[] = [];
    for (let i = 0; i < 60; i++)
      ids.push(
        (await call(server, 'PUT', '/wps/member/deposit/bank', { token: player, body: { amount: `${100 + i}`, payerName: 'Crash Test' } })).body.value
          .id as number,
      );
    const acknowledged = new Set<number>();
    const load = Promise.all(
      ids.map(async (id, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 15));
        const answers = await Promise.all(
          [0, 1].map(() => call(server, 'POST', `/wps/admin/deposits/${id}/approve`, { token: staff, console: true }).catch(() => null)),
        );
        if (answers.some((a) => a?.status === 200)) acknowledged.add(id);
      }),
    );
    // Kill it in the middle: once a few approvals have been answered, while others are in flight.
    for (let waited = 0; acknowledged.size < 5 && waited < 30_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGKILL');
    await load;
    await exited(child);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(ids.length);

    child = await startProcess(dataDir, port);
    const staffAgain = await staffToken(server);
    const audit = await call(server, 'GET', '/wps/admin/ledger/audit', { token: staffAgain, console: true });
    expect(audit.body.value).toMatchObject({ ok: true, sumOfBalances: '0', duplicateKeys: 0 });
    const approved = new Set(
      ((await call(server, 'GET', '/wps/admin/deposits?status=approved', { token: staffAgain, console: true })).body.value as { id: number }[]).map(
        (d) => d.id,
      ),
    );
    for (const id of acknowledged) expect(approved.has(id), `deposit ${id}`).toBe(true);

    // Support finishes the queue after the restart: everything converges, nothing is paid twice.
    for (const id of ids) expect((await call(server, 'POST', `/wps/admin/deposits/${id}/approve`, { token: staffAgain, console: true })).status).toBe(200);
    const playerAgain = await bearerLogin(server, PLAYER.username, PLAYER.password);
    const expected = ids.reduce((sum, _id, i) => sum + BigInt(100 + i) * 100n, 0n);
    expect(BigInt((await call(server, 'GET', '/wps/member/info', { token: playerAgain })).body.value.balance as string)).toBe(expected);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staffAgain, console: true })).body.value).toMatchObject({ ok: true });
    child.kill('SIGTERM');
    await exited(child);
    child = null;
  }, 180_000);
});
