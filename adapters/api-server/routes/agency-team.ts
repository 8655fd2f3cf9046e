import type { Api } from '../api';
import { roleOfType } from '../../../core/domain/access/roles';
import { isInForce } from '../../../core/domain/agency/contract-lifecycle';
import { topRate } from '../../../core/domain/agency/contract-terms';
import { addDays, calendarDateIn, checkDateRange, dayBounds, startOfDayIn } from '../../../core/domain/kernel/calendar';
import type { PlayFigures, TeamRange } from '../../../core/platform/agency/team-reports';
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

  /** The inclusive calendar range in the operator's zone as instants [from, to); default the last 7 days. */
  const rangeOf = async (q: { from?: string; to?: string }) => {
    const settings = await platform.settings.load();
    const zone = settings.timezone;
    const checked = checkDateRange({ ...(q.from ? { from: q.from } : {}), ...(q.to ? { to: q.to } : {}) });
    if (!checked.ok) return { failure: checked.error, settings } as const;
    const to = checked.value.to ?? calendarDateIn(agency.clock.now(), zone);
    const from = checked.value.from ?? addDays(to, -6);
    const range: TeamRange = { from: startOfDayIn(from, zone), to: startOfDayIn(addDays(to, 1), zone) };
    return { range, days: { from, to }, settings } as const;
  };

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
      const settings = await platform.settings.load();
      const tree = await agency.agentTree.execute(request.principal, request.params.account, Number(request.query.depth ?? 10));
      return sendResult(reply, tree, (rows) =>
        rows.map((r) => ({ id: r.id, account: r.username, isAgent: roleOfType(r.type, settings) === 'agent', uplineId: r.uplineId, depth: r.depth })),
      );
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
      const { account, gameType, pageNo, pageSize } = request.query;
      const settings = await platform.settings.load();
      const bounds = dayBounds(request.query, settings.timezone);
      if (!bounds.ok) return sendFailure(reply, bounds.error);
      const filter = { pageNo: Number(pageNo ?? 1), pageSize: Math.min(Number(pageSize ?? 20), 100), ...(gameType ? { gameType } : {}), ...bounds.value };
      return sendResult(reply, await agency.teamBets.execute(request.principal, account ?? null, filter), (page) =>
        presentBetPage(page, filter, settings.currency.scale),
      );
    },
  );

  app.get(
    '/wps/agent/team/transactions',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: TeamTransactionsQuery, response: responses(TransactionPage) } },
    async (request, reply) => {
      const { account, type } = request.query;
      const settings = await platform.settings.load();
      const bounds = dayBounds(request.query, settings.timezone);
      if (!bounds.ok) return sendFailure(reply, bounds.error);
      const pageNo = Number(request.query.pageNo ?? 1);
      const pageSize = Math.min(Number(request.query.pageSize ?? 20), 100);
      const filter = { pageNo, pageSize, ...(type ? { type } : {}), ...bounds.value };
      return sendResult(reply, await agency.teamRecord.execute(request.principal, account ?? null, filter), (record) =>
        presentRecord(record, pageNo, pageSize, settings.currency.scale),
      );
    },
  );

  app.get(
    '/wps/agent/menu',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: EmptyQuery, response: responses(MenuFlags) } },
    async (request, reply) => {
      const { principal } = request;
      const held = await agency.myContracts.execute(principal);
      const kinds = new Set(
        held.ok ? held.value.filter((v) => v.contract.holderId === principal.account.id && isInForce(v.contract.state)).map((v) => v.contract.kind) : [],
      );
      return okEnvelope({
        enableCt: kinds.has('dividend'),
        salary: kinds.has('dailySalary'),
        hourSalary: kinds.has('hourlySalary'),
        agentRealtimeSalary: kinds.has('realtimeSalary'),
      });
    },
  );

  app.get(
    '/wps/agent/team/overview',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: TeamRangeQuery, response: responses(TeamOverview) } },
    async (request, reply) => {
      const r = await rangeOf(request.query);
      if ('failure' in r) return sendFailure(reply, r.failure!);
      const overview = await agency.teamOverview.execute(request.principal, { ...r.range, zone: r.settings.timezone });
      return sendResult(reply, overview, (o) => ({
        from: r.days.from,
        to: r.days.to,
        teamSize: o.teamSize,
        newMembers: o.newMembers,
        firstDeposits: o.firstDeposits,
        activeMembers: o.activeMembers,
        deposit: o.deposit.toString(),
        withdrawal: o.withdrawal.toString(),
        ...play(o),
        teamBalance: o.teamBalance.toString(),
        daily: o.daily.map((d) => ({ day: d.day, ...play(d) })),
        scale: r.settings.currency.scale,
      }));
    },
  );

  app.get(
    '/wps/agent/team/downlines',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: DownlinesQuery, response: responses(DownlinePage) } },
    async (request, reply) => {
      const { principal } = request;
      const q = request.query;
      const r = await rangeOf(q);
      if ('failure' in r) return sendFailure(reply, r.failure!);
      const page = { page: Number(q.pageNo ?? 1), size: Number(q.pageSize ?? 20) };
      const listing = await agency.downlines.execute(principal, q.parent ? Number(q.parent) : principal.account.id, { ...r.range, ...page, search: q.search });
      if (!listing.ok) return sendFailure(reply, listing.error);
      const issued = await agency.myContracts.execute(principal);
      const rates = new Map<number, Record<string, number>>();
      for (const v of issued.ok ? issued.value : []) {
        if (v.contract.issuerId !== principal.account.id || !isInForce(v.contract.state)) continue;
        rates.set(v.contract.holderId, { ...rates.get(v.contract.holderId), [v.contract.kind]: topRate(v.contract.terms) });
      }
      return sendResult(reply, listing, (l) => ({
        items: l.items.map((d) => ({
          id: d.id,
          account: d.username,
          nickname: d.nickname,
          isAgent: roleOfType(d.type, r.settings) === 'agent',
          createdAt: d.createdAt.toISOString(),
          teamSize: d.teamSize,
          balance: d.balance.toString(),
          ...play(d),
          rates: rates.get(d.id) ?? {},
        })),
        breadcrumbs: l.breadcrumbs.map((c) => ({ id: c.id, account: c.username })),
        pageNo: page.page,
        totalPages: Math.max(1, Math.ceil(l.total / Math.min(100, page.size))),
        total: l.total,
        scale: r.settings.currency.scale,
      }));
    },
  );

  app.get(
    '/wps/agent/team/user-loss',
    { config: { auth: 'agent' }, schema: { tags: ['agent'], querystring: DownlinesQuery, response: responses(UserLossPage) } },
    async (request, reply) => {
      const { principal } = request;
      const q = request.query;
      const r = await rangeOf(q);
      if ('failure' in r) return sendFailure(reply, r.failure!);
      const page = { page: Number(q.pageNo ?? 1), size: Number(q.pageSize ?? 20) };
      return sendResult(reply, await agency.userLoss.execute(principal, q.parent ? Number(q.parent) : principal.account.id, r.range, page), (l) => ({
        items: l.items.map((d) => ({ id: d.id, account: d.username, nickname: d.nickname, isAgent: roleOfType(d.type, r.settings) === 'agent', ...play(d) })),
        pageNo: page.page,
        totalPages: Math.max(1, Math.ceil(l.total / Math.min(100, page.size))),
        total: l.total,
        scale: r.settings.currency.scale,
      }));
    },
  );
}
