import { MAX_RATE_BP, chooseTier, type ContractTerms, type TeamFigures } from './contract-terms';

/** Team rounds of at least a real-time contract's minimum bet, split by the player's result. */
export interface RealtimeFigures {
  /** Stake of the rounds the player lost (stake > win). */
  readonly lostStake: bigint;
  /** Stake of the rounds the player won or drew. */
  readonly wonStake: bigint;
}

export interface ContractPay {
  /** The tier chosen (−1 when none holds, and for real-time salaries). */
  readonly tier: number;
  readonly rateBp: number;
  /** What the rate applies to: valid bet for salaries, a positive team loss for dividends. */
  readonly base: bigint;
  /** Rounded down to the minor unit, never negative. */
  readonly amount: bigint;
}

const share = (base: bigint, rateBp: number): bigint => (base * BigInt(rateBp)) / BigInt(MAX_RATE_BP);

/** What a tiered contract pays for a period's team figures; a team that won pays no dividend. */
export function payTiered(terms: Exclude<ContractTerms, { kind: 'realtimeSalary' }>, figures: TeamFigures): ContractPay {
  const { tier, rateBp } = chooseTier(terms.tiers, figures);
  const base = terms.kind === 'dividend' ? (figures.loss > 0n ? figures.loss : 0n) : figures.validBet;
  return { tier, rateBp, base, amount: share(base, rateBp) };
}

/** What a real-time salary pays: the loss rate on lost stakes plus the profit rate on the rest, rounded down once. */
export function payRealtime(terms: Extract<ContractTerms, { kind: 'realtimeSalary' }>, figures: RealtimeFigures): ContractPay {
  const scaled = figures.lostStake * BigInt(terms.lossRateBp) + figures.wonStake * BigInt(terms.profitRateBp);
  return { tier: -1, rateBp: terms.lossRateBp, base: figures.lostStake + figures.wonStake, amount: scaled / BigInt(MAX_RATE_BP) };
}
