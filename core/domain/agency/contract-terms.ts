import { fail, ok, type Result } from '../kernel/result';

/** What a contract pays its holder on the holder's team. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Rates are in basis points of the base: 100 = 1 %. */
export const MAX_RATE_BP = 10_000;
export const MAX_TIERS = 10;

/** One row of a tiered contract: the rate applies when every threshold is reached. */
export interface Tier {
  /** Team valid bet in the period (minor units). */
  readonly minValidBet: bigint;
  /** Team loss (bets − wins of the team) in the period; dividends only, 0 (no condition) for salaries. */
  readonly minLoss: bigint;
  readonly minActive: number;
  readonly rateBp: number;
}

export interface TieredTerms {
  readonly kind: 'dividend' | 'dailySalary' | 'hourlySalary';
  /** Dividends only: how long a period is. */
  readonly period?: DividendPeriod;
  readonly tiers: readonly Tier[];
}

/** Paid on each team round of at least `minBet`: the loss rate when the player lost it, the profit rate otherwise. */
export interface RealtimeTerms {
  readonly kind: 'realtimeSalary';
  readonly profitRateBp: number;
  readonly lossRateBp: number;
  readonly minBet: bigint;
}

export type ContractTerms = TieredTerms | RealtimeTerms;

/** A team's figures for one period. */
export interface TeamFigures {
  readonly validBet: bigint;
  /** Bets − wins of the team: the house result, negative when the team won. */
  readonly loss: bigint;
  readonly activeMembers: number;
}

const isRate = (bp: number) => Number.isInteger(bp) && bp >= 0 && bp <= MAX_RATE_BP;

/** Shape of a contract's terms: known kind, 1–10 distinct tiers with rates 0–100 %, a dividend period. */
export function validateTerms(terms: ContractTerms): Result<ContractTerms> {
  if (!CONTRACT_KINDS.includes(terms.kind)) return fail('agency.invalid_kind', { field: 'kind', params: { kinds: CONTRACT_KINDS.join(', ') } });
  if (terms.kind === 'realtimeSalary') {
    if (!isRate(terms.profitRateBp)) return fail('agency.invalid_rate', { field: 'profitRate' });
    if (!isRate(terms.lossRateBp)) return fail('agency.invalid_rate', { field: 'lossRate' });
    if (terms.minBet < 0n) return fail('agency.invalid_threshold', { field: 'minBet' });
    return ok(terms);
  }
  if (terms.kind === 'dividend' ? !DIVIDEND_PERIODS.includes(terms.period!) : terms.period !== undefined) {
    return fail('agency.invalid_period', { field: 'period', params: { periods: DIVIDEND_PERIODS.join(', ') } });
  }
  if (terms.tiers.length === 0 || terms.tiers.length > MAX_TIERS) return fail('agency.invalid_tiers', { field: 'tiers', params: { max: MAX_TIERS } });
  const seen = new Set<string>();
  for (const [index, tier] of terms.tiers.entries()) {
    const params = { tier: index + 1 };
    if (!isRate(tier.rateBp)) return fail('agency.invalid_rate', { field: 'tiers', params });
    if (tier.minValidBet < 0n || tier.minLoss < 0n || !Number.isInteger(tier.minActive) || tier.minActive < 0)
      return fail('agency.invalid_threshold', { field: 'tiers', params });
    if (terms.kind !== 'dividend' && tier.minLoss !== 0n) return fail('agency.invalid_threshold', { field: 'tiers', params });
    const key = `${tier.minValidBet}:${tier.minLoss}:${tier.minActive}`;
    if (seen.has(key)) return fail('agency.duplicate_tier', { field: 'tiers', params });
    seen.add(key);
  }
  return ok(terms);
}

export interface ChosenTier {
  /** Index into the tiers, or -1 when no tier's conditions all hold. */
  readonly tier: number;
  readonly rateBp: number;
}

/**
 * The highest-rate tier whose conditions all hold; a rate never falls as any figure grows. A tier
 * without a loss threshold holds whatever the team's result (salaries, and a dividend's base tier).
 */
export function chooseTier(tiers: readonly Tier[], figures: TeamFigures): ChosenTier {
  let chosen: ChosenTier = { tier: -1, rateBp: 0 };
  for (const [index, t] of tiers.entries()) {
    const holds = figures.validBet >= t.minValidBet && (t.minLoss === 0n || figures.loss >= t.minLoss) && figures.activeMembers >= t.minActive;
    if (holds && (chosen.tier === -1 || t.rateBp > chosen.rateBp)) chosen = { tier: index, rateBp: t.rateBp };
  }
  return chosen;
}

/**
 * A downline's terms may never pay more than its upline's for the same figures: each offered tier
 * pays at most what the upline's terms pay at that tier's thresholds, and a real-time salary's
 * rates are no higher and its minimum bet no lower. Since a team's figures include every
 * downline's, an upline's salary then always covers what it owes its downlines.
 */
export function checkWithinUpline(upline: ContractTerms, offered: ContractTerms): Result<ContractTerms> {
  if (upline.kind !== offered.kind) return fail('agency.kind_mismatch', { field: 'kind' });
  if (upline.kind === 'realtimeSalary' && offered.kind === 'realtimeSalary') {
    if (offered.profitRateBp > upline.profitRateBp)
      return fail('agency.rate_above_upline', { field: 'profitRate', params: { rate: percentText(upline.profitRateBp) } });
    if (offered.lossRateBp > upline.lossRateBp)
      return fail('agency.rate_above_upline', { field: 'lossRate', params: { rate: percentText(upline.lossRateBp) } });
    if (offered.minBet < upline.minBet) return fail('agency.min_bet_below_upline', { field: 'minBet' });
    return ok(offered);
  }
  const up = upline as TieredTerms;
  const down = offered as TieredTerms;
  if (up.period !== down.period) return fail('agency.period_mismatch', { field: 'period', params: { period: up.period ?? '' } });
  for (const [index, tier] of down.tiers.entries()) {
    const allowed = chooseTier(up.tiers, { validBet: tier.minValidBet, loss: tier.minLoss, activeMembers: tier.minActive }).rateBp;
    if (tier.rateBp > allowed) return fail('agency.rate_above_upline', { field: 'tiers', params: { tier: index + 1, rate: percentText(allowed) } });
  }
  return ok(offered);
}

/** Basis points as percent text with up to two decimals: 1250 → '12.5'. */
export function percentText(bp: number): string {
  return String(bp / 100);
}

/** The highest rate a contract can pay, shown in lists ("rate" of a contract). */
export function topRate(terms: ContractTerms): number {
  if (terms.kind === 'realtimeSalary') return Math.max(terms.profitRateBp, terms.lossRateBp);
  return Math.max(0, ...terms.tiers.map((t) => t.rateBp));
}
