import { describe, expect, it } from 'vitest';
import { GetTeamOverview } from '../../../../core/platform/agency/get-team-overview';
import { GetUserLoss } from '../../../../core/platform/agency/get-user-loss';
import { ListHeldContractKinds } from '../../../../core/platform/agency/list-held-contract-kinds';
import { ListTeamDownlines } from '../../../../core/platform/agency/list-team-downlines';
import { MAX_PAGE_SIZE } from '../../../../core/domain/kernel/paging';
import type { Contract, TeamReports } from '../../../../core/platform/agency/ports';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';

const RANGE = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-01-31T00:00:00Z') };

/** Reports over a fixed team, recording what the use cases ask for. */
function reportsOf(team: Map<number, number[]>) {
  const asked: unknown[] = [];
  const page = { items: [], total: 0 };
  const reports: TeamReports = {
    overview: async (agentId, range, zone) => (
      asked.push(['overview', agentId, range, zone]),
      {
        teamSize: 1,
        newMembers: 0,
        firstDeposits: 0,
        activeMembers: 0,
        deposit: 0n,
        withdrawal: 0n,
        bet: 0n,
        validBet: 0n,
        win: 0n,
        profitLoss: 0n,
        teamBalance: 0n,
        daily: [],
      }
    ),
    downlines: async (parentId, query) => (asked.push(['downlines', parentId, query]), page),
    userLoss: async (parentId, range, paging) => (asked.push(['userLoss', parentId, range, paging]), page),
    breadcrumbs: async (agentId, id) => [
      { id: agentId, username: 'top' },
      { id, username: 'leaf' },
    ],
    teamFigures: async () => [],
    subtree: async () => [],
    isInTeam: async (agentId, accountId) => agentId === accountId || (team.get(agentId) ?? []).includes(accountId),
  };
  return { reports, asked };
}

async function world() {
  const access = accessWorld();
  const agent = await principalOf(access, await addAccount(access, 'agent1', 'Abc12345', { type: 1 }));
  const member = await principalOf(access, await addAccount(access, 'member1', 'Abc12345', { type: 0 }));
  const { reports, asked } = reportsOf(new Map([[agent.account.id, [555]]]));
  const issued: Contract[] = [];
  return { agent, member, reports, asked, issued, settings: access.settings, contracts: { involving: async () => issued } };
}

describe('team report use cases', () => {
  it('only agents read them, over a forward range of at most 400 days, in a real zone', async () => {
    const w = await world();
    const overview = new GetTeamOverview(w);
    expect(await overview.execute(w.member, { ...RANGE, zone: 'UTC' })).toMatchObject({ ok: false, error: { code: 'access.forbidden' } });
    expect(await overview.execute(w.agent, { from: RANGE.to, to: RANGE.from, zone: 'UTC' })).toMatchObject({
      ok: false,
      error: { code: 'validation.date_range' },
    });
    expect(await overview.execute(w.agent, { from: new Date('2024-01-01T00:00:00Z'), to: RANGE.to, zone: 'UTC' })).toMatchObject({
      ok: false,
      error: { code: 'validation.date_range' },
    });
    expect(await overview.execute(w.agent, { from: new Date('nonsense'), to: RANGE.to, zone: 'UTC' })).toMatchObject({ ok: false, error: { field: 'from' } });
    expect(await overview.execute(w.agent, { ...RANGE, zone: 'Mars/Olympus' })).toMatchObject({ ok: false, error: { code: 'validation.invalid_zone' } });
    expect(w.asked).toEqual([]);
    expect(await overview.execute(w.agent, { ...RANGE, zone: 'Asia/Karachi' })).toMatchObject({ ok: true, value: { teamSize: 1 } });
    expect(w.asked).toEqual([['overview', w.agent.account.id, RANGE, 'Asia/Karachi']]);
  });

  it('a level outside the agent’s team is not found; inside, pages are clamped and the search trimmed', async () => {
    const w = await world();
    const list = new ListTeamDownlines(w);
    expect(await list.execute(w.agent, 777, { ...RANGE, pageNo: 1, pageSize: 10 })).toMatchObject({
      ok: false,
      error: { code: 'access.member_not_found', field: 'parent' },
    });
    expect(await new GetUserLoss(w).execute(w.agent, 777, RANGE, { pageNo: 1, pageSize: 10 })).toMatchObject({
      ok: false,
      error: { code: 'access.member_not_found' },
    });
    const listed = await list.execute(w.agent, 555, { ...RANGE, pageNo: 0, pageSize: 10_000, search: '  ' });
    expect(listed).toMatchObject({ ok: true, value: { total: 0, breadcrumbs: [{ username: 'top' }, { id: 555 }] } });
    expect(w.asked).toEqual([['downlines', 555, { ...RANGE, pageNo: 1, pageSize: MAX_PAGE_SIZE, search: undefined }]]);
    expect(await new GetUserLoss(w).execute(w.agent, w.agent.account.id, RANGE, { pageNo: 3, pageSize: 0 })).toMatchObject({ ok: true });
    expect(w.asked[1]).toEqual(['userLoss', w.agent.account.id, RANGE, { pageNo: 3, pageSize: 1 }]);
  });
});

const contract = (id: number, holderId: number, issuerId: number | null, state: Contract['state'], profitRateBp: number): Contract => ({
  id,
  holderId,
  issuerId,
  kind: 'realtimeSalary',
  terms: { kind: 'realtimeSalary', profitRateBp, lossRateBp: 0, minBet: 0n },
  state,
  terminationBy: null,
  createdAt: RANGE.from,
  acceptedAt: RANGE.from,
  endedAt: null,
});

describe('the downline list', () => {
  it('marks agents by the site’s account types and shows the top rate of each contract in force the caller issued them', async () => {
    const w = await world();
    const row = { id: 555, username: 'leaf', nickname: '', createdAt: RANGE.from, teamSize: 1, balance: 0n, bet: 0n, validBet: 0n, win: 0n, profitLoss: 0n };
    w.reports.downlines = async () => ({
      items: [
        { ...row, type: 1 },
        { ...row, id: 556, type: 0 },
      ],
      total: 2,
    });
    w.issued.push(
      contract(1, 555, w.agent.account.id, 'active', 150),
      contract(2, 556, w.agent.account.id, 'terminated', 300),
      contract(3, 555, 999, 'active', 900),
    );
    const listed = await new ListTeamDownlines(w).execute(w.agent, w.agent.account.id, { ...RANGE, pageNo: 1, pageSize: 10 });
    expect(listed.ok && listed.value.items.map((d) => [d.id, d.isAgent, d.rates])).toEqual([
      [555, true, { realtimeSalary: 150 }],
      [556, false, {}],
    ]);
  });
});

describe('the contracts an agent holds', () => {
  it('are the kinds in force it holds, not those it issued or that ended; a member is refused', async () => {
    const w = await world();
    const me = w.agent.account.id;
    w.issued.push(contract(1, me, 999, 'active', 100), contract(2, me, 999, 'terminated', 100), contract(3, 555, me, 'active', 100));
    w.issued.push({ ...contract(4, me, 999, 'termination_requested', 100), kind: 'dividend' });
    const kinds = await new ListHeldContractKinds(w).execute(w.agent);
    expect(kinds.ok && [...kinds.value].sort()).toEqual(['dividend', 'realtimeSalary']);
    expect(await new ListHeldContractKinds(w).execute(w.member)).toMatchObject({ ok: false, error: { code: 'access.forbidden' } });
  });
});
