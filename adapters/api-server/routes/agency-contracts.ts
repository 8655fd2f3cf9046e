import type { FastifyReply } from 'fastify';
import type { Api } from '../api';
import { topRate, type ContractKind, type ContractTerms } from '../../../core/domain/agency/contract-terms';
import type { Cadence } from '../../../core/domain/agency/settlement-periods';
import { pageCount, pageRequest } from '../../../core/domain/kernel/paging';
import type { Result } from '../../../core/domain/kernel/result';
import type { Contract, NamedSettlement, TreeAccount } from '../../../core/platform/agency/ports';
import type { ContractView } from '../../../core/platform/agency/list-contracts';
import { type SettlementRun, SETTLED_KINDS } from '../../../core/platform/agency/settle-contracts';
import { MemberLookupParams } from '../../wps-contract/admin';
import {
  ContractActionBody,
  ContractActionParams,
  ContractIdParams,
  ContractItem,
  ContractList,
  OfferBody,
  SettlementItem,
  SettlementPage,
  SettlementsQuery,
  SettleRun,
  SettleRunBody,
  TopContractBody,
  type ContractItemDto,
  type OfferBodyDto,
  type SettlementItemDto,
  type SettleRunDto,
  type TermsDto,
} from '../../wps-contract/agency';
import { EmptyQuery } from '../../wps-contract/system';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentTerms = (t: ContractTerms): TermsDto =>
  t.kind === 'realtimeSalary'
    ? { kind: t.kind, profitRateBp: t.profitRateBp, lossRateBp: t.lossRateBp, minBet: t.minBet.toString() }
    : {
        kind: t.kind,
        ...(t.period ? { period: t.period } : {}),
        tiers: t.tiers.map((x) => ({ minValidBet: x.minValidBet.toString(), minLoss: x.minLoss.toString(), minActive: x.minActive, rateBp: x.rateBp })),
      };

const party = (a: TreeAccount | null) => (a ? { id: a.id, account: a.username, nickname: a.nickname } : null);

export function presentContract(view: ContractView, callerId: number | null): ContractItemDto {
  const c = view.contract;
  const names = new Map([view.holder, view.issuer].filter((a): a is TreeAccount => a !== null).map((a) => [a.id, a.username]));
  return {
    id: c.id,
    kind: c.kind,
    state: c.state,
    terminationBy: c.terminationBy,
    side: c.holderId === callerId ? 'holder' : 'issuer',
    holder: party(view.holder),
    issuer: party(view.issuer),
    terms: presentTerms(c.terms),
    topRateBp: topRate(c.terms),
    createdAt: c.createdAt.toISOString(),
    acceptedAt: c.acceptedAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
    history: view.history.map((e) => ({
      action: e.action,
      state: e.state,
      actor: e.actorId === null ? null : (names.get(e.actorId) ?? null),
      at: e.at.toISOString(),
    })),
  };
}

export const presentRun = (run: SettlementRun): SettleRunDto => ({
  cadence: run.cadence,
  periodKey: run.period.key,
  from: run.period.from.toISOString(),
  to: run.period.to.toISOString(),
  lines: run.lines.map((l) => ({
    contractId: l.planned.contract.id,
    kind: l.planned.contract.kind,
    holderId: l.planned.contract.holderId,
    issuerId: l.planned.contract.issuerId,
    figures: l.figures,
    tier: l.planned.pay.tier,
    rateBp: l.planned.pay.rateBp,
    base: l.planned.pay.base.toString(),
    amount: l.planned.pay.amount.toString(),
    status: l.outcome,
  })),
});

const presentSettlement = (s: NamedSettlement): SettlementItemDto => ({
  id: s.id,
  contractId: s.contractId,
  kind: s.kind,
  holder: s.holder,
  issuer: s.issuer,
  periodKey: s.periodKey,
  from: s.from.toISOString(),
  to: s.to.toISOString(),
  figures: { ...s.figures },
  tier: s.tier,
  rateBp: s.rateBp,
  base: s.base.toString(),
  amount: s.amount.toString(),
  status: s.status,
  paidAt: s.paidAt?.toISOString() ?? null,
});

const termsOf = ({ kind, period, tiers, profitRate, lossRate, minBet }: Omit<OfferBodyDto, 'downline'>) => ({
  kind,
  ...(period !== undefined ? { period } : {}),
  ...(tiers !== undefined ? { tiers } : {}),
  ...(profitRate !== undefined ? { profitRate } : {}),
  ...(lossRate !== undefined ? { lossRate } : {}),
  ...(minBet !== undefined ? { minBet } : {}),
});

/** Contracts, the dividend and salary records, and support's agency desk. */
export function agencyContractRoutes(app: Api, platform: Platform): void {
  const agency = platform.agency;
  const sendContract = async (reply: FastifyReply, result: Result<Contract>, callerId: number | null) => {
    if (!result.ok) return sendFailure(reply, result.error);
    const [view] = await agency.describe([result.value]);
    return sendResult(reply, { ok: true, value: view! }, (v) => presentContract(v, callerId));
  };

  app.get(
    '/wps/agent/contracts',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, response: responses(ContractList) } },
    async (request, reply) => {
      const { principal } = request;
      return sendResult(reply, await agency.myContracts.execute(principal), (views) => views.map((v) => presentContract(v, principal.account.id)));
    },
  );

  app.post(
    '/wps/agent/contracts',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, body: OfferBody, response: responses(ContractItem) } },
    async (request, reply) => {
      const { principal } = request;
      const { downline, ...terms } = request.body;
      return sendContract(reply, await agency.offerContract.execute(principal, downline, termsOf(terms)), principal.account.id);
    },
  );

  app.post(
    '/wps/agent/contracts/:id/:action',
    {
      config: { auth: 'member' },
      schema: { tags: ['agent'], querystring: EmptyQuery, params: ContractActionParams, body: ContractActionBody, response: responses(ContractItem) },
    },
    async (request, reply) => {
      const { principal } = request;
      const answered = await agency.answerContract.execute(principal, Number(request.params.id), request.params.action, request.body.confirm === true);
      return sendContract(reply, answered, principal.account.id);
    },
  );

  app.get(
    '/wps/agent/settlements',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: SettlementsQuery, response: responses(SettlementPage) } },
    async (request, reply) => {
      const q = request.query;
      const range = await platform.calendar.bounds(q);
      if (!range.ok) return sendFailure(reply, range.error);
      const { pageNo, pageSize } = pageRequest(q);
      const { scale } = (await platform.site.execute()).currency;
      const query = {
        side: q.side ?? 'holder',
        kinds: q.kind ? [q.kind] : SETTLED_KINDS,
        from: range.value.from ?? new Date('2000-01-01T00:00:00Z'),
        to: range.value.to ? new Date(range.value.to.getTime() + 1) : new Date('9999-12-31T00:00:00Z'),
        pageNo,
        pageSize,
      } as const;
      return sendResult(reply, await agency.settlements.execute(request.principal, query), (page) => ({
        items: page.items.map(presentSettlement),
        pageNo,
        totalPages: pageCount(page.total, pageSize),
        amount: page.amount.toString(),
        scale,
      }));
    },
  );

  app.post(
    '/wps/agent/settlements/:id/pay',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, params: ContractIdParams, response: responses(SettlementItem) } },
    async (request, reply) => sendResult(reply, await agency.payDue.execute(request.principal, Number(request.params.id)), presentSettlement),
  );

  app.post(
    '/wps/admin/contracts',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: TopContractBody, response: responses(ContractItem) } },
    async (request, reply) => {
      const { agent, ...terms } = request.body;
      const set = await agency.setTopContract.execute(request.principal, agent, termsOf(terms));
      return sendContract(reply, set.ok ? { ok: true, value: set.value.contract } : set, null);
    },
  );

  app.post(
    '/wps/admin/contracts/:id/end',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: ContractIdParams, response: responses(ContractItem) } },
    async (request, reply) => {
      const ended = await agency.endTopContract.execute(request.principal, Number(request.params.id));
      return sendContract(reply, ended.ok ? { ok: true, value: ended.value.contract } : ended, null);
    },
  );

  app.get(
    '/wps/admin/agents/:account/contracts',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: MemberLookupParams, response: responses(ContractList) } },
    async (request, reply) => {
      return sendResult(reply, await agency.accountContracts.execute(request.principal, request.params.account), (views) =>
        views.map((v) => presentContract(v, v.contract.holderId)),
      );
    },
  );

  app.post(
    '/wps/admin/settlements/run',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: SettleRunBody, response: responses(SettleRun) } },
    async (request, reply) => {
      const { cadence, at, dryRun, kind } = request.body;
      return sendResult(
        reply,
        await agency.runSettlement.execute(request.principal, cadence as Cadence, at ? new Date(at) : null, dryRun === true, kind as ContractKind | undefined),
        presentRun,
      );
    },
  );
}
