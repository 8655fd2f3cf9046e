import { describe, expect, it } from 'vitest';
import { GetTeamOverview } from '../../../../core/platform/agency/get-team-overview';
import { GetUserLoss } from '../../../../core/platform/agency/get-user-loss';
import { ListTeamDownlines } from '../../../../core/platform/agency/list-team-downlines';
import { MAX_PAGE_SIZE } from '../../../../core/platform/agency/team-report-query';
import type { TeamReports } from '../../../../core/platform/agency/team-reports';
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
  return { agent, member, reports, asked };
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
    expect(await list.execute(w.agent, 777, { ...RANGE, page: 1, size: 10 })).toMatchObject({
      ok: false,
      error: { code: 'access.member_not_found', field: 'parent' },
    });
    expect(await new GetUserLoss(w).execute(w.agent, 777, RANGE, { page: 1, size: 10 })).toMatchObject({
      ok: false,
      error: { code: 'access.member_not_found' },
    });
    const listed = await list.execute(w.agent, 555, { ...RANGE, page: 0, size: 10_000, search: '  ' });
    expect(listed).toMatchObject({ ok: true, value: { total: 0, breadcrumbs: [{ username: 'top' }, { id: 555 }] } });
    expect(w.asked).toEqual([['downlines', 555, { ...RANGE, page: 1, size: MAX_PAGE_SIZE, search: undefined }]]);
    expect(await new GetUserLoss(w).execute(w.agent, w.agent.account.id, RANGE, { page: 3, size: 0 })).toMatchObject({ ok: true });
    expect(w.asked[1]).toEqual(['userLoss', w.agent.account.id, RANGE, { page: 3, size: 1 }]);
  });
});
