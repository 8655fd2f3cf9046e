import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, STAFF, staffToken, uniqueUsername } from '../support/wps-http';

describe('portal bets and portal rounds show', () => {
  let server: TestServer;
  let cli: CliHarness;
  let username: string;
  let roundId: number;
  let coupId: number;
  const run = (...args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    username = uniqueUsername('clibets');
    const member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, await staffToken(server), member.token, '100');
    const url = (await call(server, 'POST', '/wps/game/launchGame', { token: member.token, body: { gameCode: HOUSE_SLOT_CODE } })).body.value.url as string;
    const play = (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(url, server.url).searchParams.get('launch') } })).body.value
      .token as string;
    roundId = (await call(server, 'POST', '/wps/house/slot/play', { headers: { [PLAY_SESSION_HEADER]: play }, body: { amount: '250' } })).body.value.roundId;
    const player = await registerMember(server, uniqueUsername('clicoup'), 'Abc12345');
    await fundMember(server, await staffToken(server), player.token, '100');
    const table = (await call(server, 'POST', '/wps/game/launchGame', { token: player.token, body: { gameCode: 'HOUSE_BACCARAT' } })).body.value.url as string;
    const coup = (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(table, server.url).searchParams.get('launch') } })).body.value
      .token as string;
    coupId = (
      await call(server, 'POST', '/wps/house/baccarat/play', {
        headers: { [PLAY_SESSION_HEADER]: coup },
        body: { amount: '100', params: { chips: [{ spot: 'banker', amount: '100' }] } },
      })
    ).body.value.roundId;
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('needs a staff session', async () => {
    const refused = await run('bets', username);
    expect(refused.exitCode).not.toBe(0);
  });

  it("prints a member's rounds with totals, and a round's full log; --json gives the data", async () => {
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const text = await run('bets', username);
    expect(text.exitCode).toBe(0);
    expect(text.out[0]).toMatch(new RegExp(`^\\s*${roundId}\\s+\\S+ \\S+\\s+RNG\\s+Lotus Fortune\\s+2\\.50\\s`));
    expect(text.out.at(-1)).toMatch(/^page 1 of 1: 1 rounds, bet 2\.50, valid 2\.50/);
    const json = JSON.parse((await run('bets', username, '--from', '2020-01-01', '--json')).stdout) as { items: { roundId: number; bet: string }[] };
    expect(json.items).toMatchObject([{ roundId, bet: '250' }]);
    const log = await run('rounds', 'show', String(roundId));
    expect(log.exitCode).toBe(0);
    expect(log.out[0]).toMatch(new RegExp(`^round ${roundId} \\(house .+\\): ${HOUSE_SLOT_CODE}, closed$`));
    expect(log.out[1]).toMatch(new RegExp(`^  player ${username} \\(account id \\d+\\)$`));
    expect(log.out.some((l) => /^  fairness: server seed hash [0-9a-f]{64}, client seed \S+, nonce 0, server seed \(not revealed yet\)$/.test(l))).toBe(true);
    expect(log.out.some((l) => /^\s+1\. \S+\s+bet\s+2\.50\s+balance\s+97\.50\s/.test(l))).toBe(true);
    expect(log.out.some((l) => /^\s+2\. \S+\s+outcome\s+0\.00\s+balance\s+97\.50\s.*"multiplier"/.test(l))).toBe(true);
    expect(log.out.some((l) => /^\s+Pays \d+\.\d\d× the bet$/.test(l))).toBe(true);
    expect((await run('rounds', 'show', '99999999')).exitCode).not.toBe(0);
    expect((await run('bets', 'nobody_here')).exitCode).not.toBe(0);
  });

  it("tells a table game's hands in words under its outcome step", async () => {
    const log = await run('rounds', 'show', String(coupId));
    expect(log.out[0]).toMatch(new RegExp(`^round ${coupId} \\(house .+\\): HOUSE_BACCARAT, closed$`));
    const outcome = log.out.findIndex((l) => /^\s+\d+\. \S+\s+outcome\s/.test(l));
    expect(log.out[outcome + 1]).toMatch(/^\s+Player \d \((\S+ ?){2,3}\) · Banker \d \((\S+ ?){2,3}\): (Player wins|Banker wins|Tie)/);
  });
});
