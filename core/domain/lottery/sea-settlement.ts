import type { SeaBet, SeaBetKind } from './bets';
import { tiersOf, SEA_SHAPE, type SeaResult, type SeaTier } from './result-shape';

/**
 * A 4D payout table: what each prize tier pays back for every `per` staked; a tier the kind does
 * not play on (Small's special and consolation) pays 0.
 */
export interface SeaPrizes {
  readonly pays: Readonly<Record<SeaTier, bigint>>;
  readonly per: bigint;
}

export type SeaOdds = Readonly<Record<SeaBetKind, SeaPrizes>>;

/** The tiers each drawn number came out in, one entry per appearance. */
export type SeaFacts = ReadonlyMap<string, readonly SeaTier[]>;

export function seaFacts(result: SeaResult): SeaFacts {
  const facts = new Map<string, SeaTier[]>();
  for (const tier of tiersOf(SEA_SHAPE)) {
    for (const n of result[tier]) facts.set(n, [...(facts.get(n) ?? []), tier]);
  }
  return facts;
}

/**
 * As in Malaysian and Singapore 4D, the numbers of a draw are not exclusive: a number that comes
 * out in several positions wins each of their prizes.
 */
export function settleSea(bet: SeaBet, facts: SeaFacts, odds: SeaOdds): bigint {
  const prizes = odds[bet.kind];
  let pays = 0n;
  for (const tier of facts.get(bet.picks[0]!) ?? []) pays += prizes.pays[tier];
  return (bet.stake * pays) / prizes.per;
}
