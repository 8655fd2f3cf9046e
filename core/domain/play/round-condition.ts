/**
 * What a money movement of an outside provider's round needs of the round when it is written, so
 * that a win and a timeout refund of one round never both land, whichever processes send them.
 */
export interface RoundCondition {
  readonly roundId: number;
  /** A timeout refund counts on the steps it was worked out from: any later step voids it. */
  readonly steps?: number;
}

/** The round as the movement's own transaction sees it, under the round's row lock. */
export interface RoundState {
  readonly open: boolean;
  readonly steps: number;
  readonly refunded: boolean;
}

/** Money moves on a round only while it is open and not refunded, and a refund only on the steps it saw. */
export const roundAdmits = (condition: RoundCondition, state: RoundState): boolean =>
  state.open && !state.refunded && (condition.steps === undefined || condition.steps === state.steps);

/** The round after a movement carrying one step of this kind landed. */
export const afterStep = (state: RoundState, kind: string): RoundState => ({
  open: state.open,
  steps: state.steps + 1,
  refunded: state.refunded || kind === 'refund',
});
