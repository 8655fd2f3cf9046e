import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { clearOfDayEdge } from '../support/clock-edges';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, uniqueUsername } from '../support/wps-http';

describe('portal agent, contract and settle', () => {
  let server: TestServer;
  let cli: StaffCli;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = await staffCli(server.url);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('creates agents, prints the tree, sets a top-level contract, lists contracts and previews and runs a settlement', async () => {
    const [top, sub] = [uniqueUsername('clia'), uniqueUsername('clib')];
    expect((await cli.at('agent', 'create', top, '--password', 'Abc12345')).out[0]).toMatch(new RegExp(`^agent ${top} created \\(id \\d+\\)$`));
    expect((await cli.at('agent', 'create', sub, '--password', 'Abc12345', '--upline', top)).exitCode).toBe(0);
    const token = await bearerLogin(server, sub, 'Abc12345');
    const member = uniqueUsername('clim');
    expect((await call(server, 'POST', '/wps/agent/downlines', { token, body: { username: member, password: 'Abc12345', kind: 'member' } })).status).toBe(200);
    expect((await cli.at('agent', 'tree', top)).out).toEqual([top + ' (agent)', `  └ ${sub} (agent)`, `    └ ${member}`]);
    expect((await cli.at('agent', 'tree', top, '--depth', '1')).out).toHaveLength(2);

    const set = await cli.at('contract', 'set-top', top, '--kind', 'dailySalary', '--tier', '0:0:1.5', '--tier', '1000:3:2');
    expect(set.out[0]).toMatch(new RegExp(`dailySalary\\s+active\\s+platform → ${top}\\s+up to 2 %`));
    const notTop = await cli.at('contract', 'set-top', sub, '--kind', 'dailySalary', '--tier', '0:0:1');
    expect([notTop.exitCode, notTop.err.join('\n')]).toEqual([1, expect.stringContaining('agency.not_top_level')]);
    const badRate = await cli.at('contract', 'set-top', top, '--kind', 'hourlySalary', '--tier', '0:0:150');
    expect([badRate.exitCode, badRate.err.join('\n')]).toEqual([1, expect.stringContaining('agency.invalid_rate')]);
    const held = JSON.parse((await cli.at('agent', 'contracts', top, '--json')).out.join('\n')) as { id: number; topRateBp: number }[];
    expect(held.map((c) => c.topRateBp)).toEqual([200]);
    expect((await cli.at('contract', 'end', String(held[0]!.id))).out[0]).toMatch(/dailySalary\s+terminated/);
    const again = await cli.at('contract', 'end', String(held[0]!.id));
    expect([again.exitCode, again.err.join('\n')]).toEqual([1, expect.stringContaining('agency.contract_action_not_allowed')]);

    const preview = await cli.at('settle', 'run', '--kind', 'dailySalary', '--dry-run');
    expect(preview.exitCode).toBe(0);
    expect(preview.out[0]).toMatch(/^dailySalary \d{4}-\d{2}-\d{2} \(.+\) preview$/);
    clearOfDayEdge(server.clock);
    const open = await cli.at('settle', 'run', '--kind', 'dailySalary', '--period', new Date().toISOString());
    expect([open.exitCode, open.err.join('\n')]).toEqual([1, expect.stringContaining('agency.period_not_closed')]);
    const dividend = await cli.at('settle', 'run', '--kind', 'dividend');
    expect([dividend.exitCode, dividend.err.join('\n')]).toEqual([1, expect.stringContaining('agency.invalid_period')]);
    const run = await cli.at('settle', 'run', '--kind', 'dailySalary', '--json');
    expect(JSON.parse(run.out.join('\n'))).toMatchObject({ cadence: 'daily' });
  });
});
