import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember } from '../support/withdrawal-world';
import { call } from '../support/wps-http';

describe('portal mission', () => {
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

  it('creates a mission members see, lists it, disables it; bad input names the problem', async () => {
    const created = await cli.at(
      'mission',
      'create',
      '--title',
      'Spin 20 slots',
      '--period',
      'daily',
      '--metric',
      'rounds',
      '--game-type',
      'RNG',
      '--target',
      '20',
      '--reward',
      '3.50',
      '--json',
    );
    expect(created.exitCode).toBe(0);
    const id = JSON.parse(created.out.join('\n')).id as number;
    expect(JSON.parse(created.out.join('\n'))).toMatchObject({ target: '20', reward: '350', gameType: 'RNG' });
    expect((await cli.at('mission', 'list')).out.join('\n')).toMatch(
      new RegExp(`^\\s*${id}\\s+on\\s+daily\\s+rounds\\s+RNG\\s+target 20  reward 350  Spin 20 slots$`, 'm'),
    );
    const member = await newMember(server);
    expect(
      ((await call(server, 'GET', '/wps/missions', { token: member.token })).body.value as { mission: { id: number } }[]).map((m) => m.mission.id),
    ).toContain(id);
    const bad = await cli.at('mission', 'create', '--title', 'x', '--period', 'hourly', '--metric', 'rounds', '--target', '1', '--reward', '1');
    expect([bad.exitCode, bad.err.join('\n')]).toEqual([1, expect.stringContaining('mission.invalid_period')]);
    expect((await cli.at('mission', 'disable', String(id))).out).toEqual([`mission ${id} disabled`]);
    expect(
      ((await call(server, 'GET', '/wps/missions', { token: member.token })).body.value as { mission: { id: number } }[]).map((m) => m.mission.id),
    ).not.toContain(id);
  });
});
