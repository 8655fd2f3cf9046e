import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { available, PNG_PROOF, withdraw, withdrawingMember, type WithdrawingMember } from '../support/withdrawal-world';
import { call, staffToken, STAFF } from '../support/wps-http';

// Setting up the member (registration, deposit, payment password) is slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

describe('portal withdraw list|approve|reject|proof', () => {
  let server: TestServer;
  let cli: CliHarness;
  let member: WithdrawingMember;
  const run = (...args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    member = await withdrawingMember(server, await staffToken(server), '3000', 'cliwd');
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('lists pending withdrawals (numbers masked), approves one once, and rejects another with a reason that releases the hold', async () => {
    const first = (await withdraw(server, member, '1500')).body.value.id as number;
    const second = (await withdraw(server, member, '200')).body.value.id as number;
    expect(await available(server, member.token)).toBe(130000n);
    const list = await run('withdraw', 'list');
    expect(list.exitCode).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(`^\\s*${first}\\s+pending\\s+${member.username}\\s+1,500\\.00\\s+Meezan Bank \\*{4}${member.accountNumber.slice(-4)}\\s+Ali Khan`, 'm'),
    );
    expect(list.stdout).not.toContain(member.accountNumber);
    const json = JSON.parse((await run('withdraw', 'list', '--json')).stdout) as { id: number; amount: string }[];
    expect(json.map((w) => w.id)).toEqual([first, second]);

    expect((await run('withdraw', 'approve', String(first))).out).toEqual([`withdrawal ${first} approved: 1,500.00 paid to ${member.username}`]);
    expect((await run('withdraw', 'approve', String(first))).exitCode).toBe(0);
    expect((await run('withdraw', 'reject', String(second), '--reason', 'Bank account closed')).out).toEqual([`withdrawal ${second} rejected`]);
    const late = await run('withdraw', 'approve', String(second));
    expect(late.exitCode).toBe(1);
    expect(late.stderr).toContain('wallet.withdrawal_decided');
    expect(await available(server, member.token)).toBe(150000n);
    expect((await run('withdraw', 'list')).out).toEqual(['no pending withdrawals']);
    expect((await run('withdraw', 'list', '--status', 'approved')).stdout).toContain('approved');
    expect((await run('ledger', 'audit')).exitCode).toBe(0);
  });

  it('saves the proof a member sent with "not received"', async () => {
    const id = (await withdraw(server, member, '100')).body.value.id as number;
    expect((await run('withdraw', 'proof', String(id), '--out', join(cli.dir, 'none.png'))).exitCode).toBe(4);
    await run('withdraw', 'approve', String(id));
    const sent = await call(server, 'POST', `/wps/member/withdrawals/${id}/receipt/not-received`, {
      token: member.token,
      raw: PNG_PROOF,
      contentType: 'image/png',
    });
    expect(sent.status).toBe(200);
    expect((await run('withdraw', 'list', '--status', 'approved')).stdout).toMatch(new RegExp(`^\\s*${id}\\s.*not_received \\(proof\\)`, 'm'));
    const file = join(cli.dir, 'proof.png');
    const saved = await run('withdraw', 'proof', String(id), '--out', file);
    expect(saved.out).toEqual([`proof of withdrawal ${id} saved to ${file} (image/png, ${PNG_PROOF.length} bytes)`]);
    expect(new Uint8Array(readFileSync(file))).toEqual(PNG_PROOF);
  });

  it('refuses an unknown withdrawal (exit 4), a malformed id, a missing reason and a bad status (exit 1); members get exit 5', async () => {
    expect((await run('withdraw', 'approve', '999999')).exitCode).toBe(4);
    expect((await run('withdraw', 'approve', 'abc')).stderr).toContain('validation.invalid_value');
    expect((await run('withdraw', 'reject', '1', '--reason', '  ')).stderr).toContain('validation.required');
    expect((await run('withdraw', 'list', '--status', 'holding')).exitCode).toBe(1);
    const memberCli = cliHarness();
    try {
      expect((await memberCli.run(['login', member.username, '--password-stdin', '--url', server.url], { stdin: 'Abc12345' })).exitCode).toBe(0);
      expect((await memberCli.run(['withdraw', 'list', '--url', server.url])).exitCode).toBe(5);
    } finally {
      memberCli.cleanup();
    }
  });
});
