import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { AgencyGateway } from '../../core/portal/agency/ports';
import type {
  AgentMenu,
  Contract,
  ContractAction,
  ContractOffer,
  CreatedDownline,
  DownlinePage,
  NewDownline,
  ReferralLink,
  Settlement,
  SettlementPage,
  SettlementQuery,
  TeamOverview,
  TeamQuery,
  UserLossPage,
} from '../../core/portal/agency/types';
import type { ContractItemDto, SettlementItemDto, SettlementPageDto, TermsDto } from '../wps-contract/agency';
import type { DownlinePageDto, TeamOverviewDto, UserLossPageDto } from '../wps-contract/agent-team';
import type { ApiClient } from './api-client';

type PlayDto = { bet: string; validBet: string; win: string; profitLoss: string };
const play = (p: PlayDto) => ({ bet: BigInt(p.bet), validBet: BigInt(p.validBet), win: BigInt(p.win), profitLoss: BigInt(p.profitLoss) });

/** The wire's query: text values, absent ones left out. */
function teamQuery(q: TeamQuery & { pageSize?: number }): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== '') query[key] = String(value);
  return query;
}

const toTerms = (t: TermsDto): Contract['terms'] => ({
  kind: t.kind as Contract['kind'],
  ...(t.period ? { period: t.period as NonNullable<Contract['terms']['period']> } : {}),
  ...(t.tiers ? { tiers: t.tiers.map((x) => ({ ...x, minValidBet: BigInt(x.minValidBet), minLoss: BigInt(x.minLoss) })) } : {}),
  ...(t.profitRateBp !== undefined ? { profitRateBp: t.profitRateBp } : {}),
  ...(t.lossRateBp !== undefined ? { lossRateBp: t.lossRateBp } : {}),
  ...(t.minBet !== undefined ? { minBet: BigInt(t.minBet) } : {}),
});

const toContract = (c: ContractItemDto): Contract => ({
  ...c,
  kind: c.kind as Contract['kind'],
  state: c.state as Contract['state'],
  terminationBy: c.terminationBy as Contract['terminationBy'],
  side: c.side as Contract['side'],
  terms: toTerms(c.terms),
});

const toSettlement = (s: SettlementItemDto): Settlement => ({
  ...s,
  kind: s.kind as Settlement['kind'],
  status: s.status as Settlement['status'],
  base: BigInt(s.base),
  amount: BigInt(s.amount),
});

/** The agent centre's routes of the /wps API (adapters/wps-contract/agency.ts, agent-team.ts). */
export class AgencyApi implements AgencyGateway {
  constructor(private readonly api: ApiClient) {}

  async agentMenu(): Promise<Result<AgentMenu>> {
    const menu = await this.api.call<{ enableCt: boolean; salary: boolean; hourSalary: boolean; agentRealtimeSalary: boolean }>('GET', '/wps/agent/menu');
    return mapOk(menu, (m) => ({ dividend: m.enableCt, dailySalary: m.salary, hourlySalary: m.hourSalary, realtimeSalary: m.agentRealtimeSalary }));
  }

  async teamOverview(query: Pick<TeamQuery, 'from' | 'to'>): Promise<Result<TeamOverview>> {
    const answer = await this.api.call<TeamOverviewDto>('GET', '/wps/agent/team/overview', { query: teamQuery(query) });
    return mapOk(answer, (o) => ({
      ...o,
      ...play(o),
      deposit: BigInt(o.deposit),
      withdrawal: BigInt(o.withdrawal),
      teamBalance: BigInt(o.teamBalance),
      daily: o.daily.map((d) => ({ day: d.day, ...play(d) })),
    }));
  }

  async downlines(query: TeamQuery): Promise<Result<DownlinePage>> {
    const answer = await this.api.call<DownlinePageDto>('GET', '/wps/agent/team/downlines', { query: teamQuery(query) });
    return mapOk(answer, (p) => ({ ...p, items: p.items.map(({ rates, ...d }) => ({ ...d, ...play(d), balance: BigInt(d.balance), ratesBp: rates })) }));
  }

  async userLoss(query: TeamQuery): Promise<Result<UserLossPage>> {
    const { search: _search, ...rest } = query;
    const answer = await this.api.call<UserLossPageDto>('GET', '/wps/agent/team/user-loss', { query: teamQuery(rest) });
    return mapOk(answer, (p) => ({ ...p, items: p.items.map((d) => ({ ...d, ...play(d) })) }));
  }

  referralLinks(): Promise<Result<ReferralLink[]>> {
    return this.api.call<ReferralLink[]>('GET', '/wps/agent/links');
  }

  createReferralLink(kind: ReferralLink['kind']): Promise<Result<ReferralLink>> {
    return this.api.call<ReferralLink>('POST', '/wps/agent/links', { body: { kind } });
  }

  disableReferralLink(id: number): Promise<Result<null>> {
    return this.api.call<null>('POST', `/wps/agent/links/${id}/disable`);
  }

  async registerDownline(downline: NewDownline): Promise<Result<CreatedDownline>> {
    return mapOk(await this.api.call<{ id: number; account: string }>('POST', '/wps/agent/downlines', { body: downline }), (a) => ({
      id: a.id,
      account: a.account,
      kind: downline.kind,
    }));
  }

  async contracts(): Promise<Result<Contract[]>> {
    return mapOk(await this.api.call<ContractItemDto[]>('GET', '/wps/agent/contracts'), (list) => list.map(toContract));
  }

  async offerContract(offer: ContractOffer): Promise<Result<Contract>> {
    return mapOk(await this.api.call<ContractItemDto>('POST', '/wps/agent/contracts', { body: offer }), toContract);
  }

  async answerContract(id: number, action: ContractAction, confirm: boolean): Promise<Result<Contract>> {
    return mapOk(await this.api.call<ContractItemDto>('POST', `/wps/agent/contracts/${id}/${action}`, { body: confirm ? { confirm: true } : {} }), toContract);
  }

  async settlements(query: SettlementQuery): Promise<Result<SettlementPage>> {
    const wire: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (value !== undefined) wire[key] = String(value);
    const answer = await this.api.call<SettlementPageDto>('GET', '/wps/agent/settlements', { query: wire });
    return mapOk(answer, (p) => ({ ...p, items: p.items.map(toSettlement), amount: BigInt(p.amount) }));
  }

  async paySettlement(id: number): Promise<Result<Settlement>> {
    return mapOk(await this.api.call<SettlementItemDto>('POST', `/wps/agent/settlements/${id}/pay`), toSettlement);
  }
}
