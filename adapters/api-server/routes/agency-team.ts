import type { Api } from '../api';
import { pageCount, pageRequest } from '../../../core/domain/kernel/paging';
import type { PlayFigures } from '../../../core/platform/agency/ports';
import type { AffiliateLinkView } from '../../../core/platform/agency/affiliate-links';
import {
  AffiliateLink,
  AffiliateLinkList,
  AgentBody,
  LinkBody,
  LinkIdParams,
  TeamBetsQuery,
  TeamTransactionsQuery,
  AgentTree,
  TreeQuery,
  CreatedAccount,
  DownlineBody,
  DownlinePage,
  DownlinesQuery,
  TeamOverview,
  TeamRangeQuery,
  UserLossPage,
} from '../../wps-contract/agent-team';
import { EmptyQuery } from '../../wps-contract/system';
import { MemberLookupParams } from '../../wps-contract/admin';
import { Type } from 'typebox';
import { callerOf } from '../caller';
import { okEnvelope, sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';
import { presentBetPage } from './bets';
import { presentRecord } from './wallet';
import { BetPage } from '../../wps-contract/bets';
import { TransactionPage } from '../../wps-contract/wallet';

const play = (f: PlayFigures) => ({ bet: f.bet.toString(), validBet: f.validBet.toString(), win: f.win.toString(), profitLoss: f.profitLoss.toString() });

const MenuFlags = Type.Object({ enableCt: Type.Boolean(), salary: Type.Boolean(), hourSalary: Type.Boolean(), agentRealtimeSalary: Type.Boolean() });

/** Team pages: register centre, team overview, downline management, user loss; support's agent creation. */
export function agencyTeamRoutes(app: Api, platform: Platform): void {
  const { agency } = platform;

  const scale = async () => (await platform.site.execute()).currency.scale;

  app.post(
    '/wps/agent/downlines',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, body: DownlineBody, response: responses(CreatedAccount) } },
    async (request, reply) => sendResult(reply, await agency.registerDownline.execute(request.principal, request.body, callerOf(request)), (a) => a),
  );

  app.post(
    '/wps/admin/agents',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: AgentBody, response: responses(CreatedAccount) } },
    async (request, reply) => sendResult(reply, await agency.createAgent.execute(request.principal, request.body, callerOf(request)), (a) => a),
  );

  app.get(
    '/wps/admin/agents/:account/tree',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: TreeQuery, params: MemberLookupParams, response: responses(AgentTree) } },
    async (request, reply) => {
      const tree = await agency.agentTree.execute(request.principal, request.params.account, Number(request.query.depth ?? 10));
      return sendResult(reply, tree, (rows) => rows.map((r) => ({ id: r.id, account: r.username, isAgent: r.isAgent, uplineId: r.uplineId, depth: r.depth })));
    },
  );

  const presentLink = (l: AffiliateLinkView) => ({
    id: l.id,
    code: l.code,
    url: l.url,
    domain: new URL(l.url).host,
    kind: l.kind,
    enabled: l.enabled,
    registrations: l.registrations,
    createdAt: l.createdAt.toISOString(),
  });

  app.get(
    '/wps/agent/affiliate',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, response: responses(AffiliateLink) } },
    async (request, reply) => sendResult(reply, await agency.affiliates.primary(request.principal), presentLink),
  );

  app.get(
    '/wps/agent/links',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, response: responses(AffiliateLinkList) } },
    async (request, reply) => sendResult(reply, await agency.affiliates.list(request.principal), (links) => links.map(presentLink)),
  );

  app.post(
    '/wps/agent/links',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, body: LinkBody, response: responses(AffiliateLink) } },
    async (request, reply) => sendResult(reply, await agency.affiliates.create(request.principal, request.body.kind), presentLink),
  );

  app.post(
    '/wps/agent/links/:id/disable',
    { config: { auth: 'member' }, schema: { tags: ['agent'], querystring: EmptyQuery, params: LinkIdParams, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await agency.affiliates.disable(request.principal, Number(request.params.id)), () => null),
  );

  app.get(
    '/wps/agent/team/bets',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: TeamBetsQuery, response: responses(BetPage) } },
    async (request, reply) => {
      const { account, gameType } = request.query;
      const bounds = await platform.calendar.bounds(request.query);
      if (!bounds.ok) return sendFailure(reply, bounds.error);
      const filter = { ...pageRequest(request.query), ...(gameType ? { gameType } : {}), ...bounds.value };
      const s = await scale();
      return sendResult(reply, await agency.teamBets.execute(request.principal, account ?? null, filter), (page) => presentBetPage(page, filter, s));
    },
  );

  app.get(
    '/wps/agent/team/transactions',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: TeamTransactionsQuery, response: responses(TransactionPage) } },
    async (request, reply) => {
      const { account, type } = request.query;
      const bounds = await platform.calendar.bounds(request.query);
      if (!bounds.ok) return sendFailure(reply, bounds.error);
      const filter = { ...pageRequest(request.query), ...(type ? { type } : {}), ...bounds.value };
      const s = await scale();
      return sendResult(reply, await agency.teamRecord.execute(request.principal, account ?? null, filter), (record) =>
        presentRecord(record, filter.pageNo, filter.pageSize, s),
      );
    },
  );

  app.get(
    '/wps/agent/menu',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: EmptyQuery, response: responses(MenuFlags) } },
    async (request, reply) =>
      sendResult(reply, await agency.heldKinds.execute(request.principal), (kinds) => ({
        enableCt: kinds.has('dividend'),
        salary: kinds.has('dailySalary'),
        hourSalary: kinds.has('hourlySalary'),
        agentRealtimeSalary: kinds.has('realtimeSalary'),
      })),
  );

  app.get(
    '/wps/agent/team/overview',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: TeamRangeQuery, response: responses(TeamOverview) } },
    async (request, reply) => {
      const r = await platform.calendar.reportRange(request.query);
      if (!r.ok) return sendFailure(reply, r.error);
      const s = await scale();
      return sendResult(reply, await agency.teamOverview.execute(request.principal, r.value), (o) => ({
        from: r.value.days.from,
        to: r.value.days.to,
        teamSize: o.teamSize,
        newMembers: o.newMembers,
        firstDeposits: o.firstDeposits,
        activeMembers: o.activeMembers,
        deposit: o.deposit.toString(),
        withdrawal: o.withdrawal.toString(),
        ...play(o),
        teamBalance: o.teamBalance.toString(),
        daily: o.daily.map((d) => ({ day: d.day, ...play(d) })),
        scale: s,
      }));
    },
  );

  app.get(
    '/wps/agent/team/downlines',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: DownlinesQuery, response: responses(DownlinePage) } },
    async (request, reply) => {
      const { principal } = request;
      const q = request.query;
      const r = await platform.calendar.reportRange(q);
      if (!r.ok) return sendFailure(reply, r.error);
      const page = pageRequest(q);
      const s = await scale();
      const listing = await agency.downlines.execute(principal, q.parent ? Number(q.parent) : principal.account.id, { ...r.value, ...page, search: q.search });
      return sendResult(reply, listing, (l) => ({
        items: l.items.map((d) => ({
          id: d.id,
          account: d.username,
          nickname: d.nickname,
          isAgent: d.isAgent,
          createdAt: d.createdAt.toISOString(),
          teamSize: d.teamSize,
          balance: d.balance.toString(),
          ...play(d),
          rates: d.rates,
        })),
        breadcrumbs: l.breadcrumbs.map((c) => ({ id: c.id, account: c.username })),
        pageNo: page.pageNo,
        totalPages: pageCount(l.total, page.pageSize),
        total: l.total,
        scale: s,
      }));
    },
  );

  app.get(
    '/wps/agent/team/user-loss',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: DownlinesQuery, response: responses(UserLossPage) } },
    async (request, reply) => {
      const { principal } = request;
      const q = request.query;
      const r = await platform.calendar.reportRange(q);
      if (!r.ok) return sendFailure(reply, r.error);
      const page = pageRequest(q);
      const s = await scale();
      return sendResult(reply, await agency.userLoss.execute(principal, q.parent ? Number(q.parent) : principal.account.id, r.value, page), (l) => ({
        items: l.items.map((d) => ({ id: d.id, account: d.username, nickname: d.nickname, isAgent: d.isAgent, ...play(d) })),
        pageNo: page.pageNo,
        totalPages: pageCount(l.total, page.pageSize),
        total: l.total,
        scale: s,
      }));
    },
  );
}
