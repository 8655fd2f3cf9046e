import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog } from '../../adapters/sql/seed/demo-catalog';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { STAFF } from '../support/wps-http';

describe('portal games list|search|hot|maintenance', () => {
  let server: TestServer;
  let cli: CliHarness;
  const demo = demoCatalog();
  const run = (...args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('lists a page of a game type, one line a game, with the page count; --json gives the page', async () => {
    const live = demo.games.filter((g) => g.gameType === 'LIVE');
    const text = await run('games', 'list', '--type', 'live', '--size', '5');
    expect(text.exitCode).toBe(0);
    expect(text.out).toHaveLength(6);
    expect(text.out[5]).toBe(`page 1 of ${Math.ceil(live.length / 5)} (${live.length} games)`);
    expect(text.out[0]).toMatch(new RegExp(`^\\s*${live[0]!.nodeId}\\s+${live[0]!.vassalage}\\s+LIVE\\s+-\\s+${live[0]!.names.EN}$`));
    const json = JSON.parse((await run('games', 'list', '--vendor', 'pg', '--page', '2', '--size', '3', '--json')).stdout) as {
      games: { nodeId: number; vassalage: string }[];
      pageNo: number;
    };
    expect(json.pageNo).toBe(2);
    expect(json.games.map((g) => g.nodeId)).toEqual(
      demo.games
        .filter((g) => g.vassalage === 'PG')
        .slice(3, 6)
        .map((g) => g.nodeId),
    );
  });

  it('searches names in either language, and shows hot games', async () => {
    const found = JSON.parse((await run('games', 'search', 'lotus', '--size', '50', '--json')).stdout) as { games: { name: string }[]; total: number };
    expect(found.total).toBe(demo.games.filter((g) => `${g.names.EN} ${g.names.UR}`.toLowerCase().includes('lotus')).length);
    expect(found.games.every((g) => /lotus/i.test(g.name))).toBe(true);
    const urdu = await run('games', 'search', 'کنول', '--lang', 'UR', '--size', '3');
    expect(urdu.out[0]).toMatch(/کنول/);
    const hot = await run('games', 'hot');
    expect(hot.exitCode).toBe(0);
    expect(hot.out.length).toBeGreaterThan(0);
  });

  it('maintenance needs staff; it switches a vendor on and off and refuses an unknown one', async () => {
    const guest = await run('games', 'maintenance', 'PG', 'on');
    expect(guest.exitCode).toBe(3);
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    expect((await run('games', 'maintenance', 'pg', 'on')).out).toEqual(['vendor PG is under maintenance']);
    expect((await run('games', 'list', '--vendor', 'PG', '--size', '1')).out[0]).toMatch(/maint\./);
    expect((await run('games', 'maintenance', 'PG', 'off')).out).toEqual(['vendor PG is back in service']);
    const unknown = await run('games', 'maintenance', 'NOPE', 'on');
    expect(unknown.exitCode).toBe(4);
    expect(unknown.stderr).toContain('catalog.vendor_not_found');
    expect((await run('games', 'maintenance', 'PG', 'maybe')).exitCode).toBe(1);
  });

  it('an unknown game type fails with its code', async () => {
    const answer = await run('games', 'list', '--type', 'casino');
    expect(answer.exitCode).toBe(1);
    expect(answer.stderr).toContain('catalog.unknown_game_type');
  });
});
