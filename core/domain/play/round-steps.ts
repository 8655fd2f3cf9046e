/**
 * The steps of a round, in order. Money steps move the player's wallet: a bet takes the stake, a
 * win pays, a rollback (the provider cancels a bet) or a refund (the round timed out) gives a
 * bet back. An outcome step only records what the game decided.
 */
export type StepKind = 'bet' | 'outcome' | 'win' | 'rollback' | 'refund';
export const STEP_KINDS: readonly StepKind[] = ['bet', 'outcome', 'win', 'rollback', 'refund'];

export interface StepMove {
  readonly kind: StepKind;
  readonly amount: bigint;
}

/** A step to record, with the money movement that carries it or on its own. */
export interface NewRoundStep extends StepMove {
  readonly roundId: number;
  /** Unique per round and kind: the movement's key, or the provider's transaction id. */
  readonly txId: string;
  readonly at: Date;
  readonly detail: Readonly<Record<string, unknown>>;
  /** The round ends with this step: written with it, closed at the step's time. */
  readonly closes?: boolean;
}

/** What a step adds to the round's stake and win. */
export function stepEffect(step: StepMove): { stake: bigint; win: bigint } {
  if (step.kind === 'bet') return { stake: step.amount, win: 0n };
  if (step.kind === 'rollback' || step.kind === 'refund') return { stake: -step.amount, win: 0n };
  return { stake: 0n, win: step.kind === 'win' ? step.amount : 0n };
}

/** The round's stake (bets less what was given back) and win. */
export function roundTotals(steps: readonly StepMove[]): { stake: bigint; win: bigint } {
  return steps.reduce(
    (sum, step) => {
      const e = stepEffect(step);
      return { stake: sum.stake + e.stake, win: sum.win + e.win };
    },
    { stake: 0n, win: 0n },
  );
}

/** The wallet after each step when nothing but the round moved it: before + wins − stakes so far. */
export function balancesAfter(before: bigint, steps: readonly StepMove[]): bigint[] {
  let balance = before;
  return steps.map((step) => {
    const e = stepEffect(step);
    balance += e.win - e.stake;
    return balance;
  });
}
