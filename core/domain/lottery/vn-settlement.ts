import type { VnBet, VnBetKind } from './bets';
import { payout, type Odds } from './odds';
import type { VnResult } from './result-shape';

export type VnOdds = Readonly<Record<VnBetKind, Odds>>;

/** What a VN result pays on, worked out once per draw: how often each ending 00..99 came out, and the special prize. */
export interface VnFacts {
  readonly endings: Uint8Array;
  readonly special: string;
}

export function vnFacts(result: VnResult): VnFacts {
  const endings = new Uint8Array(100);
  for (const numbers of Object.values(result)) {
    for (const n of numbers) endings[Number(n.slice(-2))]!++;
  }
  return { endings, special: result.special[0]! };
}

/** How many times a checked bet wins: lô once per ending, đề and 3 càng on the special prize, xiên once when every number came out. */
function vnWins(bet: VnBet, facts: VnFacts): number {
  const first = bet.picks[0]!;
  switch (bet.kind) {
    case 'lo2':
      return facts.endings[Number(first)]!;
    case 'de':
    case 'threeCang':
      return facts.special.endsWith(first) ? 1 : 0;
    default:
      return bet.picks.every((p) => facts.endings[Number(p)]! > 0) ? 1 : 0;
  }
}

export const settleVn = (bet: VnBet, facts: VnFacts, odds: VnOdds): bigint => payout(bet.stake, odds[bet.kind], vnWins(bet, facts));
