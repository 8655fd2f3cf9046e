import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { PLAYER, STAFF } from '../support/wps-http';

describe('portal ledger audit', () => {
  let server: TestServer;
  let cli: CliHarness;
  const run = (args: string[], sessionFile?: string) => cli.run([...args, '--url', server.url], sessionFile ? { sessionFile } : {});

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const free = await fetch(`${server.url}/wps/session/login/freeplay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(free.status).toBe(200);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('reports a clean ledger after real movements and exits 0', async () => {
    const audit = await run(['ledger', 'audit']);
    expect(audit.exitCode).toBe(0);
    expect(audit.out.at(-1)).toBe('ledger audit: clean');
    const json = await run(['ledger', 'audit', '--json']);
    const report = JSON.parse(json.stdout) as { ok: boolean; transfers: number; sumOfBalances: string };
    expect(report).toMatchObject({ ok: true, sumOfBalances: '0' });
    expect(report.transfers).toBeGreaterThanOrEqual(1);
  });

  it('finds a balance changed behind the ledger, names the account and exits 1', async () => {
    const wallet = await server.database.db
      .selectFrom('ledger_accounts')
      .select('code')
      .where('kind', '=', 'member_main')
      .where('balance', '>', 0n)
      .executeTakeFirstOrThrow();
    await sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE code = ${wallet.code}`.execute(server.database.db);
    const audit = await run(['ledger', 'audit']);
    expect(audit.exitCode).toBe(1);
    expect(audit.stdout).toContain(`MISMATCH ${wallet.code}`);
    expect(audit.out.at(-1)).toBe('ledger audit: FAILED');
    await sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE code = ${wallet.code}`.execute(server.database.db);
    expect((await run(['ledger', 'audit'])).exitCode).toBe(0);
  });

  it('is for staff only: a member gets exit 5', async () => {
    const member = `${cli.dir}/member.json`;
    expect((await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: PLAYER.password, sessionFile: member })).exitCode).toBe(
      0,
    );
    const audit = await run(['ledger', 'audit'], member);
    expect(audit.exitCode).toBe(5);
    expect(audit.stderr).toContain('access.forbidden');
  });
});
