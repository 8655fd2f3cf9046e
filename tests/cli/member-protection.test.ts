import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, STAFF, uniqueUsername } from '../support/wps-http';

describe('portal member protection', () => {
  let server: TestServer;
  let cli: CliHarness;
  let member: { username: string; token: string; id: number };
  const asStaff = (args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const username = uniqueUsername('cp');
    member = { username, ...(await registerMember(server, username, 'Abc12345')) };
    await call(server, 'PUT', '/wps/member/protection/limits', { token: member.token, body: { key: 'deposit:day', value: '1000' } });
    await call(server, 'PUT', '/wps/member/protection/limits', { token: member.token, body: { key: 'deposit:day', value: '2000' } });
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('prints limits with the pending increase and usage, and that there is no break', async () => {
    const run = await asStaff(['member', 'protection', member.username]);
    expect(run.exitCode).toBe(0);
    const line = run.out.find((l) => l.startsWith('deposit:day'))!;
    expect(line).toMatch(/^deposit:day\s+1,000\.00\s+-\s+1,000\.00\s+0\.00\s+2,000\.00 from \d{4}-/);
    expect(run.out.at(-1)).toBe(`${member.username} is not on a time-out or self-exclusion`);
  });

  it("sets the operator's limit; the lower applies", async () => {
    const run = await asStaff(['member', 'protection', member.username, '--set-limit', 'deposit:day:500', '--json']);
    expect(run.exitCode).toBe(0);
    const report = JSON.parse(run.stdout) as { limits: { key: string; operator: string; effective: string }[] };
    expect(report.limits.find((l) => l.key === 'deposit:day')).toMatchObject({ operator: '50000', effective: '50000' });
  });

  it('shows a self-exclusion with its end date and refuses bad input', async () => {
    await call(server, 'POST', '/wps/member/protection/exclusion', { token: member.token, body: { duration: '1y' } });
    const run = await asStaff(['member', 'protection', member.username]);
    expect(run.out.at(-1)).toMatch(/^self-exclusion since \S+ until \d{4}-\S+ \(cannot be shortened\)$/);
    expect((await asStaff(['member', 'protection', member.username, '--set-limit', 'bonus:day:5'])).exitCode).not.toBe(0);
  });

  it('every limit change, the exclusion and each staff view are in the audit log, with who did them', async () => {
    const run = await asStaff(['audit', 'list', '--kind', 'protection', '--json']);
    expect(run.exitCode).toBe(0);
    const entries = (JSON.parse(run.stdout) as { items: { kind: string; account: string | null; subject: string }[] }).items
      .reverse()
      .filter((e) => e.subject === `account:${member.id}`);
    const by = (kind: string) => entries.filter((e) => e.kind === kind).map((e) => e.account);
    expect(by('protection.limits_changed')).toEqual([member.username, member.username, STAFF.username]);
    expect(by('protection.exclusion')).toEqual([member.username]);
    expect(by('protection.viewed')).toEqual([STAFF.username, STAFF.username]);
    expect((await asStaff(['audit', 'verify'])).exitCode).toBe(0);
  });
});
