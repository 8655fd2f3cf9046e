import type { FastifyInstance } from 'fastify';
import type { BetFilter, BetPage as BetPageEntity, BetTotals, RoundLog as RoundLogEntity } from '../../../core/platform/play/bet-record';
import { MemberLookupParams } from '../../wps-contract/admin';
import { EmptyQuery } from '../../wps-contract/system';
import { Verification } from '../../wps-contract/play';
import { BetPage, BetsQuery, PeriodQuery, ProfitSummary, RoundIdParams, RoundLog, type BetPageDto, type BetsQueryDto, type RoundLogDto } from '../../wps-contract/bets';
import { principalOf } from '../auth';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';
import { dayEnd, dayStart } from './wallet';

const presentTotals = (t: BetTotals) => ({ count: t.count, bet: t.bet.toString(), validBet: t.validBet.toString(), win: t.win.toString(), profit: t.profit.toString() });

export function presentBetPage(page: BetPageEntity, filter: BetFilter, scale: number): BetPageDto {
  return {
    items: page.items.map((b) => ({
      ...b,
      bet: b.bet.toString(),
      validBet: b.validBet.toString(),
      win: b.win.toString(),
      profit: b.profit.toString(),
      startedAt: b.startedAt.toISOString(),
      endedAt: b.endedAt?.toISOString() ?? null,
    })),
    pageNo: filter.pageNo,
    totalPages: Math.max(1, Math.ceil(page.total / filter.pageSize)),
    totals: presentTotals(page.totals),
    scale,
  };
}

export const presentRound = ({ round: r, player, fairness }: RoundLogEntity, scale: number): RoundLogDto => ({
  roundId: r.id,
  provider: r.provider,
  roundRef: r.roundRef,
  accountId: r.accountId,
  player,
  gameCode: r.gameCode,
  status: r.status,
  startedAt: r.startedAt.toISOString(),
  endedAt: r.endedAt?.toISOString() ?? null,
  balanceBefore: r.balanceBefore?.toString() ?? null,
  balanceAfter: r.balanceAfter?.toString() ?? null,
  stake: r.stake.toString(),
  win: r.win.toString(),
  steps: r.steps.map((s) => ({ seq: s.seq, kind: s.kind, txId: s.txId, amount: s.amount.toString(), at: s.at.toISOString(), detail: { ...s.detail }, balanceAfter: s.balanceAfter?.toString() ?? null })),
  fairness,
  detail: { ...r.detail },
  scale,
});

/** The betting record, personal loss and round logs (spec personalHistoryCopy, personalProfit); support's view of both. */
export function betRoutes(app: FastifyInstance, platform: Platform): void {
  const period = async (q: { from?: string; to?: string }) => {
    const settings = await platform.settings.load();
    const zone = settings.timezone;
    return { scale: settings.currency.scale, range: { ...(q.from ? { from: dayStart(q.from, zone) } : {}), ...(q.to ? { to: dayEnd(q.to, zone) } : {}) } };
  };
  const filterOf = async (q: BetsQueryDto) => {
    const { scale, range } = await period(q);
    const filter: BetFilter = { pageNo: Number(q.pageNo ?? 1), pageSize: Math.min(Number(q.pageSize ?? 20), 100), ...(q.gameType ? { gameType: q.gameType } : {}), ...range };
    return { scale, filter };
  };

  app.get<{ Querystring: BetsQueryDto }>('/wps/member/bets', { schema: { tags: ['play'], querystring: BetsQuery, response: responses(BetPage) } }, async (request, reply) => {
    const principal = await principalOf(platform, request, reply);
    if (!principal) return reply;
    const { scale, filter } = await filterOf(request.query);
    return sendResult(reply, await platform.bets.record.execute(principal, filter), (page) => presentBetPage(page, filter, scale));
  });

  app.get<{ Querystring: { from?: string; to?: string } }>('/wps/member/bets/summary', { schema: { tags: ['play'], querystring: PeriodQuery, response: responses(ProfitSummary) } }, async (request, reply) => {
    const principal = await principalOf(platform, request, reply);
    if (!principal) return reply;
    const { scale, range } = await period(request.query);
    return sendResult(reply, await platform.bets.profit.execute(principal, range), (items) => ({ items: items.map((i) => ({ gameType: i.gameType, ...presentTotals(i) })), scale }));
  });

  for (const path of ['/wps/member/bets/:roundId', '/wps/admin/rounds/:roundId']) {
    app.get<{ Params: { roundId: string } }>(path, { schema: { tags: [path.includes('admin') ? 'admin' : 'play'], querystring: EmptyQuery, params: RoundIdParams, response: responses(RoundLog) } }, async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      if (path.includes('admin') && principal.role !== 'staff') return sendFailure(reply, { code: 'access.forbidden' });
      const { scale } = await period({});
      return sendResult(reply, await platform.bets.round.execute(principal, Number(request.params.roundId)), (round) => presentRound(round, scale));
    });
  }

  app.get<{ Params: { roundId: string } }>('/wps/member/bets/:roundId/verify', { schema: { tags: ['play'], querystring: EmptyQuery, params: RoundIdParams, response: responses(Verification) } }, async (request, reply) => {
    const principal = await principalOf(platform, request, reply);
    if (!principal) return reply;
    return sendResult(reply, await platform.play.verifyMyRound.execute(principal, Number(request.params.roundId)), (v) => v);
  });

  app.get<{ Params: { account: string }; Querystring: BetsQueryDto }>(
    '/wps/admin/member/:account/bets',
    { schema: { tags: ['admin'], params: MemberLookupParams, querystring: BetsQuery, response: responses(BetPage) } },
    async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      const { scale, filter } = await filterOf(request.query);
      return sendResult(reply, await platform.bets.memberBets.execute(principal, request.params.account, filter), (page) => presentBetPage(page, filter, scale));
    },
  );
}
