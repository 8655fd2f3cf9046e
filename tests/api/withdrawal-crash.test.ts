import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, startClockedProcess } from '../support/server-process';
import { templateDataDir } from '../support/templates';
import type { TestServer } from '../support/test-server';
import { fund, PAY_PASSWORD } from '../support/withdrawal-world';
import { bearerLogin, call, PLAYER, staffToken } from '../support/wps-http';

const REQUESTS = 40;

// A test-composed process (cheap password hashing): `portal serve` would spend half a second on every payment password.
describe('a server killed with SIGKILL while withdrawals are requested and approved (PGlite on disk)', () => {
  const dataDir = templateDataDir('portal-wcrash-');
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts with a clean audit; every acknowledged request and approval is there once; retrying every request pays nothing twice', async () => {
    const port = await freePort();
    const server = { url: `http://127.0.0.1:${port}` } as TestServer;
    child = (await startClockedProcess(dataDir, port)).child;
    const staff = await staffToken(server);
    const player = await bearerLogin(server, PLAYER.username, PLAYER.password);
    await fund(server, staff, player, '10000');
    expect(
      (await call(server, 'PUT', '/wps/member/payment-password', { token: player, body: { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD } }))
        .status,
    ).toBe(200);
    const bankAccountId = (
      await call(server, 'PUT', '/wps/member/bank-accounts', {
        token: player,
        body: { bankName: 'HBL', accountNumber: '55556666777788', accountName: 'Crash Test' },
      })
    ).body.value.id as number;
    const ask = (token: string, i: number) =>
      call(server, 'PUT', '/wps/member/withdraw', {
        token,
        body: { amount: `${100 + i}`, bankAccountId, paymentPassword: PAY_PASSWORD, requestKey: `crash-request-${i}` },
      });

    const requested = new Map<number, number>();
    const approved = new Set<number>();
    const load = Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 20));
        const answers = await Promise.all([0, 1].map(() => ask(player, i).catch(() => null)));
        const id = answers.find((a) => a?.status === 200)?.body.value.id as number | undefined;
        if (id === undefined) return;
        requested.set(i, id);
        const decisions = await Promise.all(
          [0, 1].map(() => call(server, 'POST', `/wps/admin/withdrawals/${id}/approve`, { token: staff, console: true }).catch(() => null)),
        );
        if (decisions.some((d) => d?.status === 200)) approved.add(id);
      }),
    );
    for (let waited = 0; approved.size < 5 && waited < 60_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGKILL');
    await load;
    await exited(child);
    expect(approved.size).toBeGreaterThan(0);
    expect(requested.size).toBeLessThan(REQUESTS);

    child = (await startClockedProcess(dataDir, port)).child;
    const staffAgain = await staffToken(server);
    const playerAgain = await bearerLogin(server, PLAYER.username, PLAYER.password);
    const audit = async () => (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staffAgain, console: true })).body.value;
    expect(await audit()).toMatchObject({ ok: true, sumOfBalances: '0', duplicateKeys: 0 });
    const listed = async () =>
      (await call(server, 'GET', '/wps/admin/withdrawals', { token: staffAgain, console: true })).body.value as {
        id: number;
        status: string;
        amount: string;
      }[];
    const afterCrash = new Map((await listed()).map((w) => [w.id, w.status]));
    for (const id of requested.values()) expect(afterCrash.has(id), `withdrawal ${id}`).toBe(true);
    for (const id of approved) expect(afterCrash.get(id), `withdrawal ${id}`).toBe('approved');

    // The player's client retries every request after the restart, and support finishes the queue.
    for (let i = 0; i < REQUESTS; i++) {
      const again = await ask(playerAgain, i);
      expect(again.status, `request ${i}: ${again.body.code}`).toBe(200);
      if (requested.has(i)) expect(again.body.value.id).toBe(requested.get(i));
      expect((await call(server, 'POST', `/wps/admin/withdrawals/${again.body.value.id}/approve`, { token: staffAgain, console: true })).status).toBe(200);
    }
    const final = await listed();
    expect(final).toHaveLength(REQUESTS);
    expect(final.every((w) => w.status === 'approved')).toBe(true);
    const paid = Array.from({ length: REQUESTS }, (_, i) => BigInt(100 + i) * 100n).reduce((a, b) => a + b, 0n);
    expect(BigInt((await call(server, 'GET', '/wps/member/info', { token: playerAgain })).body.value.balance as string)).toBe(1_000_000n - paid);
    expect(await audit()).toMatchObject({ ok: true, duplicateKeys: 0 });
    child.kill('SIGTERM');
    await exited(child);
    child = null;
  }, 300_000);
});
