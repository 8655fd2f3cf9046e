import { PICK_RULES, type StakeLimits } from './bet-check';
import type { LotteryFamily } from './bets';
import type { Odds } from './odds';
import type { PayoutTables } from './payout-tables';
import type { SeaPrizes } from './sea-settlement';

/** One kind of bet as a game menu shows it: what the player picks and what it pays per `per` staked. */
export interface BetKindView {
  readonly kind: string;
  readonly picks: number;
  readonly digits: number;
  readonly position: boolean;
  /** 4D pays by tier; the other kinds one figure, `win`. */
  readonly pays: Readonly<Record<string, bigint>>;
  readonly per: bigint;
  readonly minStake: bigint;
  readonly maxStake: bigint;
}

export function betKinds<F extends LotteryFamily>(family: F, odds: PayoutTables[F], limits: StakeLimits<F>): BetKindView[] {
  const rules: Readonly<Record<string, { count: number; digits?: number; positional?: boolean }>> = PICK_RULES[family];
  const table = odds as Readonly<Record<string, Odds | SeaPrizes>>;
  const ranges = limits as Readonly<Record<string, { min: bigint; max: bigint }>>;
  return Object.entries(rules).map(([kind, rule]) => {
    const kindOdds = table[kind]!;
    const pays = typeof kindOdds.pays === 'bigint' ? { win: kindOdds.pays } : kindOdds.pays;
    return {
      kind,
      picks: rule.count,
      digits: rule.digits ?? 0,
      position: rule.positional === true,
      pays,
      per: kindOdds.per,
      minStake: ranges[kind]!.min,
      maxStake: ranges[kind]!.max,
    };
  });
}
