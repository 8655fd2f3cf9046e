import type { QuickBet, QuickBetKind } from './bets';
import { payout, type Odds } from './odds';
import type { QuickResult } from './result-shape';

export type QuickOdds = Readonly<Record<QuickBetKind, Odds>>;

/** A digit of 5..9 is big; a sum of 23..45 is big (0..22 small), so each side has half the chances. */
export const BIG_DIGIT = 5;
export const BIG_SUM = 23;

export interface QuickFacts {
  readonly digits: readonly number[];
  readonly sum: number;
}

export function quickFacts(result: QuickResult): QuickFacts {
  const digits = [...result.number[0]!].map(Number);
  return { digits, sum: digits.reduce((a, b) => a + b, 0) };
}

const side = (value: number, bigFrom: number, kind: 'bigSmall' | 'oddEven'): string =>
  kind === 'oddEven' ? (value % 2 === 1 ? 'odd' : 'even') : value >= bigFrom ? 'big' : 'small';

function quickWins(bet: QuickBet, facts: QuickFacts): boolean {
  const pick = bet.picks[0];
  const digit = facts.digits[(bet.position ?? 0) - 1] ?? -1;
  switch (bet.kind) {
    case 'digit':
      return digit === Number(pick);
    case 'bigSmall':
    case 'oddEven':
      return side(digit, BIG_DIGIT, bet.kind) === pick;
    case 'sumBigSmall':
      return side(facts.sum, BIG_SUM, 'bigSmall') === pick;
    case 'sumOddEven':
      return side(facts.sum, BIG_SUM, 'oddEven') === pick;
  }
}

export const settleQuick = (bet: QuickBet, facts: QuickFacts, odds: QuickOdds): bigint => payout(bet.stake, odds[bet.kind], quickWins(bet, facts) ? 1 : 0);
