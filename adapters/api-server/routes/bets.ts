import type { Api } from '../api';
import type { RoundLog as RoundLogEntity } from '../../../core/platform/play/bet-record';
import type { BetFilter, BetPage as BetPageEntity, BetTotals } from '../../../core/platform/play/ports';
import { MemberLookupParams } from '../../wps-contract/admin';
import { EmptyQuery } from '../../wps-contract/system';
import { Verification } from '../../wps-contract/play';
import {
  BetPage,
  BetsQuery,
  PeriodQuery,
  ProfitSummary,
  RoundIdParams,
  RoundLog,
  type BetPageDto,
  type BetsQueryDto,
  type RoundLogDto,
} from '../../wps-contract/bets';
import { requireRole } from '../auth';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';
import { pageCount, pageRequest } from '../../../core/domain/kernel/paging';

const presentTotals = (t: BetTotals) => ({
  count: t.count,
  bet: t.bet.toString(),
  validBet: t.validBet.toString(),
  win: t.win.toString(),
  profit: t.profit.toString(),
});

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
    totalPages: pageCount(page.total, filter.pageSize),
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
  steps: r.steps.map((s) => ({
    seq: s.seq,
    kind: s.kind,
    txId: s.txId,
    amount: s.amount.toString(),
    at: s.at.toISOString(),
    detail: { ...s.detail },
    balanceAfter: s.balanceAfter?.toString() ?? null,
  })),
  fairness,
  detail: { ...r.detail },
  scale,
});

/** The betting record, personal loss and round logs (spec personalHistoryCopy, personalProfit); support's view of both. */
export function betRoutes(app: Api, platform: Platform): void {
  /** The currency scale, and the instants the query's calendar dates cover (refused when a date is impossible). */
  const period = async (q: { from?: string; to?: string }) => ({
    scale: (await platform.site.execute()).currency.scale,
    range: await platform.calendar.bounds(q),
  });
  const filterOf = (q: BetsQueryDto, range: { from?: Date; to?: Date }): BetFilter => ({
    ...pageRequest(q),
    ...(q.gameType ? { gameType: q.gameType } : {}),
    ...range,
  });

  app.get(
    '/wps/member/bets',
    { config: { auth: 'member' }, schema: { tags: ['play'], querystring: BetsQuery, response: responses(BetPage) } },
    async (request, reply) => {
      const { scale, range } = await period(request.query);
      if (!range.ok) return sendFailure(reply, range.error);
      const filter = filterOf(request.query, range.value);
      return sendResult(reply, await platform.bets.record.execute(request.principal, filter), (page) => presentBetPage(page, filter, scale));
    },
  );

  app.get(
    '/wps/member/bets/summary',
    { config: { auth: 'member' }, schema: { tags: ['play'], querystring: PeriodQuery, response: responses(ProfitSummary) } },
    async (request, reply) => {
      const { scale, range } = await period(request.query);
      if (!range.ok) return sendFailure(reply, range.error);
      return sendResult(reply, await platform.bets.profit.execute(request.principal, range.value), (items) => ({
        items: items.map((i) => ({ gameType: i.gameType, ...presentTotals(i) })),
        scale,
      }));
    },
  );

  for (const path of ['/wps/member/bets/:roundId', '/wps/admin/rounds/:roundId']) {
    app.get(
      path,
      {
        config: { auth: 'member' },
        ...(path.includes('admin') ? { preHandler: requireRole('staff') } : {}),
        schema: { tags: [path.includes('admin') ? 'admin' : 'play'], querystring: EmptyQuery, params: RoundIdParams, response: responses(RoundLog) },
      },
      async (request, reply) => {
        const { scale } = await period({});
        return sendResult(reply, await platform.bets.round.execute(request.principal, Number(request.params.roundId)), (round) => presentRound(round, scale));
      },
    );
  }

  app.get(
    '/wps/member/bets/:roundId/verify',
    { config: { auth: 'member' }, schema: { tags: ['play'], querystring: EmptyQuery, params: RoundIdParams, response: responses(Verification) } },
    async (request, reply) => sendResult(reply, await platform.play.verifyMyRound.execute(request.principal, Number(request.params.roundId)), (v) => v),
  );

  app.get(
    '/wps/admin/member/:account/bets',
    { config: { auth: 'member' }, schema: { tags: ['admin'], params: MemberLookupParams, querystring: BetsQuery, response: responses(BetPage) } },
    async (request, reply) => {
      const { scale, range } = await period(request.query);
      if (!range.ok) return sendFailure(reply, range.error);
      const filter = filterOf(request.query, range.value);
      return sendResult(reply, await platform.bets.memberBets.execute(request.principal, request.params.account, filter), (page) =>
        presentBetPage(page, filter, scale),
      );
    },
  );
}
