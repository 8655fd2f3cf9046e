import { payout } from '../../domain/lottery/odds';
import type { LotteryBetKindView, LotteryLine } from './types';

/** The most one line can win: its kind's best prize for one hit (4D: the first prize). */
export function potentialWin(line: LotteryLine, kind: LotteryBetKindView): bigint {
  const best = Object.values(kind.pays).reduce((max, pays) => (pays > max ? pays : max), 0n);
  return payout(line.stake, { pays: best, per: kind.per }, 1);
}

/** What a slip costs and the most it can win. */
export function slipTotals(lines: readonly LotteryLine[], kinds: readonly LotteryBetKindView[]): { cost: bigint; win: bigint } {
  let cost = 0n;
  let win = 0n;
  for (const line of lines) {
    cost += line.stake;
    const kind = kinds.find((k) => k.kind === line.kind);
    if (kind) win += potentialWin(line, kind);
  }
  return { cost, win };
}
