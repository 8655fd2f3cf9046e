import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateIn } from '../../core/domain/kernel/calendar';
import { clearOfEdge } from '../support/clock-edges';
import { testBackends } from '../support/backends';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';

/**
 * A three-level tree with known bets, settled for every contract kind, each figure computed by hand:
 *   A (top agent) ── m1 (member)
 *                 └─ B (agent) ── m2 (member)
 *                               └─ C (agent) ── m3 (member)
 * m1 bets 100.00 and wins 300.00; m2 bets 50.00 and loses; m3 bets 30.00 and loses.
 */
describe.each(testBackends())('agent contracts and their settlement on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let provider: ProviderCredentials;
  const who: Record<string, { id: number; username: string; token: string }> = {};
  /** When the settled rounds were played, and the operator's date then. */
  let played: Date;
  let day: string;
  let seq = 0;

  const admin = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: staff, console: true, ...(body !== undefined ? { body } : {}) });
  const as = (name: string, method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: who[name]!.token, ...(body !== undefined ? { body } : {}) });
  const balance = async (name: string) => BigInt((await as(name, 'GET', '/wps/member/info')).body.value.balance as string);
  const balances = async () => Object.fromEntries(await Promise.all(['A', 'B', 'C'].map(async (n) => [n, await balance(n)] as const)));
  const db = () => server.database.db;

  async function downline(upline: string, name: string, kind: 'member' | 'agent') {
    const username = uniqueUsername(name.toLowerCase());
    const created = await as(upline, 'POST', '/wps/agent/downlines', { username, password: PASSWORD, kind });
    expect(created.status).toBe(200);
    who[name] = { id: created.body.value.id, username, token: await bearerLogin(server, username, PASSWORD) };
  }

  async function play(name: string, stake: string, win: string) {
    const player = who[name]!;
    const token = await playToken(server, player.token);
    const round = `r-${++seq}`;
    const base = { playerId: String(player.id), roundId: round, gameCode: 'PROV_GAME', currency: 'PKR' };
    expect((await signedCall(server, provider, 'bet', { ...base, token, txId: `b-${seq}`, amount: stake })).status).toBe(200);
    if (win !== '0') expect((await signedCall(server, provider, 'win', { ...base, txId: `w-${seq}`, amount: win })).status).toBe(200);
    expect((await signedCall(server, provider, 'endRound', { playerId: String(player.id), roundId: round })).status).toBe(200);
  }

  const offer = (from: string, to: string, terms: Record<string, unknown>) =>
    as(from, 'POST', '/wps/agent/contracts', { downline: who[to]!.username, ...terms });
  const accept = (name: string, id: number) => as(name, 'POST', `/wps/agent/contracts/${id}/accept`, {});
  const run = (cadence: string) => admin('POST', '/wps/admin/settlements/run', { cadence, at: played.toISOString() });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    provider = (await admin('POST', '/wps/admin/providers', { code: 'AGT' })).body.value;
    const top = uniqueUsername('agta');
    expect((await admin('POST', '/wps/admin/agents', { username: top, password: PASSWORD })).status).toBe(200);
    const topToken = await bearerLogin(server, top, PASSWORD);
    who['A'] = { id: (await call(server, 'GET', '/wps/member/info', { token: topToken })).body.value.id, username: top, token: topToken };
    await downline('A', 'm1', 'member');
    await downline('A', 'B', 'agent');
    await downline('B', 'm2', 'member');
    await downline('B', 'C', 'agent');
    await downline('C', 'm3', 'member');
    for (const m of ['m1', 'm2', 'm3']) await fundMember(server, staff, who[m]!.token, '1000');
  });
  afterAll(async () => server?.close());

  it('support gives the top agent contracts; an agent offers only within its own terms and only to its direct downline agents', async () => {
    const tier = (validBet: string, active: string, rate: string, loss = '0') => ({ validBet, loss, active, rate });
    const top = (terms: Record<string, unknown>) => admin('POST', '/wps/admin/contracts', { agent: who['A']!.username, ...terms });
    expect((await top({ kind: 'dailySalary', tiers: [tier('0', '0', '2'), tier('100', '2', '3')] })).status).toBe(200);
    expect((await top({ kind: 'hourlySalary', tiers: [tier('0', '0', '1')] })).status).toBe(200);
    expect((await top({ kind: 'realtimeSalary', profitRate: '1', lossRate: '2', minBet: '40' })).status).toBe(200);
    expect((await top({ kind: 'dividend', period: 'weekly', tiers: [tier('0', '0', '10')] })).status).toBe(200);
    expect((await admin('POST', '/wps/admin/contracts', { agent: who['B']!.username, kind: 'dailySalary', tiers: [tier('0', '0', '1')] })).body.code).toBe(
      'agency.not_top_level',
    );

    const above = await offer('A', 'B', { kind: 'dailySalary', tiers: [tier('0', '0', '2.5')] });
    expect(above.body).toMatchObject({ code: 'agency.rate_above_upline', message: { params: { rate: '2' } } });
    expect((await offer('A', 'C', { kind: 'dailySalary', tiers: [tier('0', '0', '1')] })).body.code).toBe('access.member_not_found');
    expect((await offer('A', 'm1', { kind: 'dailySalary', tiers: [tier('0', '0', '1')] })).body.code).toBe('agency.downline_not_agent');
    expect((await offer('B', 'C', { kind: 'dailySalary', tiers: [tier('0', '0', '1')] })).body.code).toBe('agency.no_contract_of_kind');

    const daily = await offer('A', 'B', { kind: 'dailySalary', tiers: [tier('0', '0', '1.5')] });
    expect(daily.body.value).toMatchObject({ state: 'offered', side: 'issuer', topRateBp: 150 });
    expect((await offer('A', 'B', { kind: 'dailySalary', tiers: [tier('0', '0', '1')] })).body.code).toBe('agency.offer_pending');
    expect((await as('A', 'POST', `/wps/agent/contracts/${daily.body.value.id}/accept`, {})).body.code).toBe('agency.contract_action_not_allowed');
    const accepted = await Promise.all([accept('B', daily.body.value.id), accept('B', daily.body.value.id)]);
    expect(accepted.map((a) => a.status).sort()).toEqual([200, 409]);
    const dividend = await offer('A', 'B', { kind: 'dividend', period: 'weekly', tiers: [tier('0', '0', '5')] });
    expect((await accept('B', dividend.body.value.id)).body.value.state).toBe('active');
    for (const terms of [
      { kind: 'dailySalary', tiers: [tier('0', '0', '1')] },
      { kind: 'dividend', period: 'weekly', tiers: [tier('0', '0', '2')] },
    ]) {
      const offered = await offer('B', 'C', terms);
      expect((await accept('C', offered.body.value.id)).body.value.state).toBe('active');
    }
    const seen = (await as('B', 'GET', '/wps/agent/contracts')).body.value as { side: string; kind: string; state: string; history: { action: string }[] }[];
    expect(
      seen
        .filter((c) => c.side === 'holder' && c.state === 'active')
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['dailySalary', 'dividend']);
    expect(seen.find((c) => c.side === 'holder' && c.kind === 'dailySalary')!.history.map((h) => h.action)).toEqual(['offer', 'accept']);
    expect((await as('B', 'GET', '/wps/agent/menu')).body.value).toEqual({ enableCt: true, salary: true, hourSalary: false, agentRealtimeSalary: false });
  });

  it('settles every kind to the figures computed by hand, pays each period once, leaves a short agent wallet due until it pays', async () => {
    // The rounds end within one five-minute window (so within one hour, day and week) after the contracts were accepted.
    clearOfEdge(server.clock, 5 * 60_000, 0, 60_000);
    await play('m1', '10000', '30000');
    await play('m2', '5000', '0');
    await play('m3', '3000', '0');
    played = server.clock.now();
    day = calendarDateIn(played, (await admin('GET', '/wps/admin/settings')).body.value.timezone as string);
    // Eight days on, every period of those rounds is closed; everyone signs in again.
    server.clock.advance(8 * 86_400_000);
    staff = await staffToken(server);
    for (const person of Object.values(who)) person.token = await bearerLogin(server, person.username, PASSWORD);
    const before = await balances();

    // The tree's lines: the demo agents' seeded contracts settle in the same periods.
    const tree = ['A', 'B', 'C'].map((n) => who[n]!.id);
    const lines = async (cadence: string) =>
      (
        (await run(cadence)).body.value.lines as {
          holderId: number;
          issuerId: number | null;
          figures: Record<string, string>;
          tier: number;
          rateBp: number;
          amount: string;
          status: string;
        }[]
      ).filter((l) => tree.includes(l.holderId));
    // Dividends first, while the agents' wallets are empty: A's team won (loss −12,000) so A gets none, yet owes B
    // 5 % of B's team loss of 8,000; B owes C 2 % of 3,000. Neither wallet covers it: both stay due.
    const weekly = await lines('weekly');
    expect(weekly.map((l) => [l.holderId, l.figures['loss'], l.amount, l.status])).toEqual([
      [who['A']!.id, '-12000', '0', 'nothing'],
      [who['B']!.id, '8000', '400', 'due'],
      [who['C']!.id, '3000', '60', 'due'],
    ]);
    const realtime = await lines('fiveMinutes');
    // stakes of at least 40.00: m1 100.00 won (1 %) and m2 50.00 lost (2 %); m3's 30.00 is under the minimum
    expect(realtime).toEqual([
      expect.objectContaining({ holderId: who['A']!.id, issuerId: null, figures: { lostStake: '5000', wonStake: '10000' }, amount: '200', status: 'paid' }),
    ]);
    expect(await lines('hourly')).toEqual([
      expect.objectContaining({
        holderId: who['A']!.id,
        figures: { validBet: '18000', loss: '-12000', activeMembers: '1' },
        rateBp: 100,
        amount: '180',
        status: 'paid',
      }),
    ]);
    const daily = await lines('daily');
    // A: 18,000 valid bet, one active member (m1) → the 2 % tier; B: 8,000 at 1.5 %; C: 3,000 at 1 %
    expect(daily.map((l) => [l.holderId, l.issuerId, l.figures['validBet'], l.tier, l.rateBp, l.amount, l.status])).toEqual([
      [who['A']!.id, null, '18000', 0, 200, '360', 'paid'],
      [who['B']!.id, who['A']!.id, '8000', 0, 150, '120', 'paid'],
      [who['C']!.id, who['B']!.id, '3000', 0, 100, '30', 'paid'],
    ]);
    expect(await balances()).toEqual({ A: before['A']! + 200n + 180n + 360n - 120n, B: before['B']! + 120n - 30n, C: before['C']! + 30n });

    const again = await Promise.all(['fiveMinutes', 'hourly', 'daily', 'weekly', 'daily'].map((c) => lines(c)));
    for (const l of again.flat()) expect(l.status).toBe('settled_before');
    const settled = await balances();
    expect(settled['A']).toBe(before['A']! + 620n);

    const records = await as('B', 'GET', `/wps/agent/settlements?side=holder&from=${addDays(day, -7)}&to=${day}`);
    expect(records.body.value.items.map((s: { kind: string; amount: string; status: string }) => [s.kind, s.amount, s.status]).sort()).toEqual([
      ['dailySalary', '120', 'paid'],
      ['dividend', '400', 'due'],
    ]);
    const dueOf = async (issuer: string) =>
      (await as(issuer, 'GET', `/wps/agent/settlements?side=issuer&kind=dividend&from=${addDays(day, -7)}&to=${day}`)).body.value.items[0];
    const due = await dueOf('A');
    expect((await as('B', 'POST', `/wps/agent/settlements/${due.id}/pay`)).body.code).toBe('agency.settlement_not_found');
    const paid = await Promise.all([1, 2, 3].map(() => as('A', 'POST', `/wps/agent/settlements/${due.id}/pay`)));
    expect(paid.filter((p) => p.status === 200)).toHaveLength(1);
    expect(paid.filter((p) => p.status !== 200).map((p) => p.body.code)).toEqual(['agency.settlement_not_due', 'agency.settlement_not_due']);
    expect((await as('B', 'POST', `/wps/agent/settlements/${(await dueOf('B')).id}/pay`)).body.value.status).toBe('paid');
    expect(await balances()).toEqual({ A: settled['A']! - 400n, B: settled['B']! + 400n - 60n, C: settled['C']! + 60n });

    const house = await sql<{
      paid: string;
    }>`SELECT coalesce(sum(amount), 0) AS paid FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id WHERE d.code = 'system:agent_commission'`.execute(
      db(),
    );
    expect(BigInt(house.rows[0]!.paid)).toBe(200n + 180n + 360n);
    const issued = await as('A', 'GET', '/wps/agent/settlements?side=issuer&kind=dividend&pageSize=50');
    expect(issued.body).toMatchObject({ code: 'ok', value: { amount: '400' } });
    expect((await admin('GET', '/wps/admin/ledger/audit')).body.value).toMatchObject({ ok: true });
  });

  it('an agent reads the betting record and wallet movements of its team members only', async () => {
    const bets = await as('A', 'GET', `/wps/agent/team/bets?account=${who['m2']!.username}&from=${day}&to=${day}`);
    expect(bets.body.value).toMatchObject({ totals: { count: 1, bet: '5000', win: '0' } });
    const moves = await as('B', 'GET', `/wps/agent/team/transactions?from=${addDays(day, -7)}`);
    expect(moves.body.value.items.map((m: { type: string }) => m.type)).toContain('commission');
    expect((await as('B', 'GET', `/wps/agent/team/bets?account=${who['m1']!.username}`)).body.code).toBe('access.member_not_found');
    expect((await as('B', 'GET', `/wps/agent/team/transactions?account=${who['A']!.username}`)).body.code).toBe('access.member_not_found');
    expect((await as('m1', 'GET', '/wps/agent/team/bets')).body.code).toBe('access.forbidden');
  });

  it('accepting lower terms warns with the downline contracts it ends, and ends them (and what rests on them) once confirmed', async () => {
    const lower = await offer('A', 'B', { kind: 'dailySalary', tiers: [{ validBet: '0', active: '0', rate: '0.5' }] });
    const warned = await accept('B', lower.body.value.id);
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({ code: 'agency.downline_contracts_end', value: { contracts: [{ holder: who['C']!.username, rate: '1' }] } });
    expect((await accept('B', lower.body.value.id)).status).toBe(409);
    const confirmed = await as('B', 'POST', `/wps/agent/contracts/${lower.body.value.id}/accept`, { confirm: true });
    expect(confirmed.body.value.state).toBe('active');
    const mine = (await as('C', 'GET', '/wps/agent/contracts')).body.value as { kind: string; state: string }[];
    expect(mine.find((c) => c.kind === 'dailySalary')!.state).toBe('terminated');
    const b = (await as('B', 'GET', '/wps/agent/contracts')).body.value as { kind: string; state: string; side: string; topRateBp: number }[];
    expect(b.filter((c) => c.side === 'holder' && c.kind === 'dailySalary').map((c) => [c.state, c.topRateBp])).toEqual([
      ['active', 50],
      ['terminated', 150],
    ]);
  });

  it('either side asks to end a contract, only the other answers; ending it ends the contracts resting on it', async () => {
    const dividend = ((await as('B', 'GET', '/wps/agent/contracts')).body.value as { id: number; kind: string; state: string; side: string }[]).find(
      (c) => c.side === 'holder' && c.kind === 'dividend' && c.state === 'active',
    )!;
    expect((await as('B', 'POST', `/wps/agent/contracts/${dividend.id}/request_termination`, {})).body.value).toMatchObject({
      state: 'termination_requested',
      terminationBy: 'holder',
    });
    expect((await as('B', 'POST', `/wps/agent/contracts/${dividend.id}/accept_termination`, {})).body.code).toBe('agency.contract_action_not_allowed');
    expect((await as('C', 'POST', `/wps/agent/contracts/${dividend.id}/accept_termination`, {})).body.code).toBe('agency.contract_not_found');
    expect((await as('A', 'POST', `/wps/agent/contracts/${dividend.id}/accept_termination`, {})).body.value.state).toBe('terminated');
    const c = (await as('C', 'GET', '/wps/agent/contracts')).body.value as { kind: string; state: string }[];
    expect(c.find((x) => x.kind === 'dividend')!.state).toBe('terminated');
  });

  it('the register centre can offer a new agent a contract with its account, checking the terms before the account is made', async () => {
    const username = uniqueUsername('regc');
    const contract = (rate: string) => ({ kind: 'dailySalary', tiers: [{ validBet: '0', active: '0', rate }] });
    const refused = await as('A', 'POST', '/wps/agent/downlines', { username, password: PASSWORD, kind: 'agent', contract: contract('9') });
    expect(refused.body.code).toBe('agency.rate_above_upline');
    expect((await as('A', 'POST', '/wps/agent/downlines', { username, password: PASSWORD, kind: 'member', contract: contract('1') })).body.code).toBe(
      'agency.downline_not_agent',
    );
    const created = await as('A', 'POST', '/wps/agent/downlines', { username, password: PASSWORD, kind: 'agent', contract: contract('1') });
    expect(created.body.value).toMatchObject({ account: username, contractId: expect.any(Number) });
    const token = await bearerLogin(server, username, PASSWORD);
    const offers = (await call(server, 'GET', '/wps/agent/contracts', { token })).body.value as { id: number; state: string; side: string }[];
    expect(offers).toEqual([expect.objectContaining({ id: created.body.value.contractId, state: 'offered', side: 'holder' })]);
  });
});
