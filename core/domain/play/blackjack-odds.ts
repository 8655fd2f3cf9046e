import { MAX_HANDS } from './blackjack';
import { dealerDraws, totalOf, type HandSum } from './blackjack-hand';

/**
 * Exact expected values of blackjack's moves for the rules in blackjack.ts over an infinite deck:
 * every card is a value 1–10 drawn with chance 1/13 (4/13 for ten), whatever was dealt before.
 * A dynamic programme over hard sums and soft flags gives each move's value against each dealer
 * up card (the dealer's hand conditioned on no blackjack after the peek), the best move is the
 * basic strategy, and its return is the game's. A real 6-deck shoe removes the dealt cards, which
 * moves the figure by a few hundredths of a percent (see the tests and the benchmark).
 */
const chance = (value: number): number => (value === 10 ? 4 / 13 : 1 / 13);
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const plus = (sum: HandSum, value: number): HandSum => ({ hard: sum.hard + value, ace: sum.ace || value === 1 });
const key = (sum: HandSum): number => sum.hard * 2 + (sum.ace ? 1 : 0);

function memo<T>(f: (sum: HandSum) => T): (sum: HandSum) => T {
  const seen = new Map<number, T>();
  return (sum) => {
    const k = key(sum);
    if (!seen.has(k)) seen.set(k, f(sum));
    return seen.get(k)!;
  };
}

/** Chances of the dealer's final total 17–21 (indexes 0–4) and of a bust (index 5). */
type DealerOdds = readonly number[];

const dealerFrom = memo((sum: HandSum): DealerOdds => {
  const total = totalOf(sum);
  if (total > 21) return [0, 0, 0, 0, 0, 1];
  if (!dealerDraws(sum)) return [0, 1, 2, 3, 4].map((i) => (i === total - 17 ? 1 : 0));
  const odds = [0, 0, 0, 0, 0, 0];
  for (const value of VALUES) dealerFrom(plus(sum, value)).forEach((p, i) => (odds[i]! += chance(value) * p));
  return odds;
});

/** The hole card that would make a blackjack with `up`, which the peek has ruled out. */
const blackjackHole = (up: number): number | undefined => (up === 1 ? 10 : up === 10 ? 1 : undefined);

/** The chance the dealer has blackjack with `up` showing. */
const dealerBlackjackChance = (up: number): number => {
  const hole = blackjackHole(up);
  return hole === undefined ? 0 : chance(hole);
};

function dealerAfterPeek(up: number): DealerOdds {
  const hole = blackjackHole(up);
  const kept = 1 - dealerBlackjackChance(up);
  const odds = [0, 0, 0, 0, 0, 0];
  for (const value of VALUES) {
    if (value === hole) continue;
    dealerFrom(plus({ hard: up, ace: up === 1 }, value)).forEach((p, i) => (odds[i]! += (chance(value) / kept) * p));
  }
  return odds;
}

/**
 * How many hands a split ends with, in expectation: those whose second card is not another pair
 * card, and those stuck with a pair at the 4-hand limit. `pair` is the chance of a pair card; each
 * pair is split again while fewer than MAX_HANDS hands are on the table.
 */
export function splitHandCounts(pair: number): { unpaired: number; stuck: number } {
  const born = [(1 - pair) ** 2, 2 * pair * (1 - pair), pair ** 2];
  const from = (hands: number, pairs: number): { unpaired: number; stuck: number } => {
    if (pairs === 0) return { unpaired: hands, stuck: 0 };
    if (hands === MAX_HANDS) return { unpaired: hands - pairs, stuck: pairs };
    return weighted((b) => from(hands + 1, pairs - 1 + b));
  };
  const weighted = (next: (b: number) => { unpaired: number; stuck: number }) =>
    born.reduce(
      (sum, p, b) => {
        const counts = next(b);
        return { unpaired: sum.unpaired + p * counts.unpaired, stuck: sum.stuck + p * counts.stuck };
      },
      { unpaired: 0, stuck: 0 },
    );
  return weighted((b) => from(2, b));
}

/** Each move's value per unit of the hand's first stake, against one dealer up card. */
export interface MoveValues {
  stand(sum: HandSum): number;
  hit(sum: HandSum): number;
  double(sum: HandSum): number;
  /** The best of stand, hit and double for a hand's first two cards (21 stands). */
  firstTwo(sum: HandSum): number;
  /** Splitting a pair of `value`, over both hands and every resplit. */
  split(value: number): number;
}

function movesAgainst(up: number): MoveValues {
  const dealer = dealerAfterPeek(up);
  const stand = memo((sum: HandSum): number => {
    const total = totalOf(sum);
    if (total > 21) return -1;
    return dealer.reduce((ev, p, i) => ev + p * (i === 5 || total > 17 + i ? 1 : total === 17 + i ? 0 : -1), 0);
  });
  const played = (sum: HandSum): number => (totalOf(sum) >= 21 ? stand(sum) : Math.max(stand(sum), hit(sum)));
  const hit = memo((sum: HandSum): number => VALUES.reduce((ev, value) => ev + chance(value) * played(plus(sum, value)), 0));
  const double = memo((sum: HandSum): number => 2 * VALUES.reduce((ev, value) => ev + chance(value) * stand(plus(sum, value)), 0));
  const firstTwo = (sum: HandSum): number => (totalOf(sum) === 21 ? stand(sum) : Math.max(stand(sum), hit(sum), double(sum)));
  const split = (value: number): number => {
    if (value === 1) return 2 * VALUES.reduce((ev, second) => ev + chance(second) * stand({ hard: 1 + second, ace: true }), 0);
    const pair = chance(value);
    const { unpaired, stuck } = splitHandCounts(pair);
    const unpairedValue = VALUES.reduce(
      (ev, second) => (second === value ? ev : ev + (chance(second) / (1 - pair)) * firstTwo({ hard: value + second, ace: second === 1 })),
      0,
    );
    return unpaired * unpairedValue + stuck * firstTwo({ hard: 2 * value, ace: false });
  };
  return { stand, hit, double, firstTwo, split };
}

const byUp = new Map<number, MoveValues>();

/** The move values against an up card of `up` (1 for an ace, 10 for any ten-value card). */
export function moveValues(up: number): MoveValues {
  if (!byUp.has(up)) byUp.set(up, movesAgainst(up));
  return byUp.get(up)!;
}

export const splitsPair = (value: number, up: number): boolean => {
  const moves = moveValues(up);
  return moves.split(value) > moves.firstTwo({ hard: 2 * value, ace: value === 1 });
};

/**
 * The basic strategy's return per unit of the first bet, stake included: insurance declined, each
 * first-two-card hand played by its best move (splitting when `splitsPair`), blackjack paid 3:2.
 */
export function basicStrategyReturn(): number {
  let net = 0;
  for (const up of VALUES) {
    const dealerNatural = dealerBlackjackChance(up);
    const moves = moveValues(up);
    for (const first of VALUES) {
      for (const second of VALUES) {
        const p = chance(up) * chance(first) * chance(second);
        const natural = first + second === 11 && (first === 1 || second === 1);
        const played =
          first === second && splitsPair(first, up) ? moves.split(first) : moves.firstTwo({ hard: first + second, ace: first === 1 || second === 1 });
        net += p * (dealerNatural * (natural ? 0 : -1) + (1 - dealerNatural) * (natural ? 1.5 : played));
      }
    }
  }
  return 1 + net;
}
