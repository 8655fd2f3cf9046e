import type { CalendarDate } from '../../core/domain/kernel/calendar';
import { ok, type Result } from '../../core/domain/kernel/result';
import type { BetPage, BetQuery, BetRecordGateway, GameTypeTotals, RoundLog, RoundVerification } from '../../core/portal/records/ports';
import type { BetPageDto, ProfitSummaryDto, RoundLogDto } from '../wps-contract/bets';
import type { ApiClient } from './api-client';

type TotalsDto = BetPageDto['totals'];
const totals = (t: TotalsDto) => ({ count: t.count, bet: BigInt(t.bet), validBet: BigInt(t.validBet), win: BigInt(t.win), profit: BigInt(t.profit) });

export const betPageOf = (dto: BetPageDto): BetPage => ({
  ...dto,
  items: dto.items.map((i) => ({ ...i, bet: BigInt(i.bet), validBet: BigInt(i.validBet), win: BigInt(i.win), profit: BigInt(i.profit) })),
  totals: totals(dto.totals),
});

const round = (dto: RoundLogDto): RoundLog => ({
  ...dto,
  balanceBefore: dto.balanceBefore === null ? null : BigInt(dto.balanceBefore),
  balanceAfter: dto.balanceAfter === null ? null : BigInt(dto.balanceAfter),
  stake: BigInt(dto.stake),
  win: BigInt(dto.win),
  steps: dto.steps.map((s) => ({ ...s, amount: BigInt(s.amount), balanceAfter: s.balanceAfter === null ? null : BigInt(s.balanceAfter) })),
});

export const queryOf = (q: { gameType?: string; from?: string; to?: string; pageNo?: number; pageSize?: number }): Record<string, string> =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

const mapped = async <D, T>(answer: Promise<Result<D>>, map: (dto: D) => T): Promise<Result<T>> => {
  const result = await answer;
  return result.ok ? ok(map(result.value)) : result;
};

/** The betting record's routes of the /wps API. */
export class BetsApi implements BetRecordGateway {
  constructor(private readonly api: ApiClient) {}

  myBets(query: BetQuery): Promise<Result<BetPage>> {
    return mapped(this.api.call<BetPageDto>('GET', '/wps/member/bets', { query: queryOf(query) }), betPageOf);
  }

  mySummary(period: { from?: CalendarDate; to?: CalendarDate }): Promise<Result<{ items: GameTypeTotals[]; scale: number }>> {
    return mapped(this.api.call<ProfitSummaryDto>('GET', '/wps/member/bets/summary', { query: queryOf(period) }), (dto) => ({
      items: dto.items.map((i) => ({ gameType: i.gameType, ...totals(i) })),
      scale: dto.scale,
    }));
  }

  round(roundId: number, asSupport: boolean): Promise<Result<RoundLog>> {
    return mapped(this.api.call<RoundLogDto>('GET', asSupport ? `/wps/admin/rounds/${roundId}` : `/wps/member/bets/${roundId}`), round);
  }

  memberBets(account: string, query: BetQuery): Promise<Result<BetPage>> {
    return mapped(this.api.call<BetPageDto>('GET', `/wps/admin/member/${encodeURIComponent(account)}/bets`, { query: queryOf(query) }), betPageOf);
  }

  verify(roundId: number): Promise<Result<RoundVerification>> {
    return this.api.call('GET', `/wps/member/bets/${roundId}/verify`);
  }
}
