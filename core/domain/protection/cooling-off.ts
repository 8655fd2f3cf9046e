/** An increase or a removal waits this long; a reduction or a new limit applies at once. */
export const COOLING_OFF_MS = 24 * 3_600_000;

/** A change waiting for its cooling-off: `value` null removes the limit. */
export interface PendingChange {
  readonly value: bigint | null;
  readonly at: Date;
}

/** One limit as the member set it, and the operator's own cap on it (null: none). */
export interface LimitState {
  readonly member: bigint | null;
  readonly pending: PendingChange | null;
  readonly operator: bigint | null;
}

export const NO_LIMIT: LimitState = { member: null, pending: null, operator: null };

/** No limit is above every limit. */
const above = (a: bigint | null, b: bigint | null): boolean => (a === null ? b !== null : b !== null && a > b);

/** The member's change once its cooling-off has passed. */
export function settled(state: LimitState, now: Date): LimitState {
  if (!state.pending || now < state.pending.at) return state;
  return { ...state, member: state.pending.value, pending: null };
}

/**
 * The member asks for `requested` (null: no limit). Not above what the member has now, or a
 * first limit, applies at once and drops any waiting change; higher waits 24 hours from this
 * request, replacing any change that was waiting.
 */
export function requestChange(state: LimitState, requested: bigint | null, now: Date): LimitState {
  const current = settled(state, now);
  if (!above(requested, current.member)) return { ...current, member: requested, pending: null };
  return { ...current, pending: { value: requested, at: new Date(now.getTime() + COOLING_OFF_MS) } };
}

/** The operator's cap applies at once whichever way it moves. */
export const setOperatorLimit = (state: LimitState, value: bigint | null, now: Date): LimitState => ({ ...settled(state, now), operator: value });

/** What applies now: the lower of the member's limit and the operator's. */
export function effectiveLimit(state: LimitState, now: Date): bigint | null {
  const { member, operator } = settled(state, now);
  return above(member, operator) ? operator : member;
}
