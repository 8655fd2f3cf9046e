/**
 * Leading-edge throttle: the first call passes, later calls within `intervalMs` of the last
 * accepted one are dropped. Pure over an explicit time so it can be property-tested.
 */
export interface ThrottleState {
  readonly lastAcceptedAt: number | null;
}

export const initialThrottle: ThrottleState = { lastAcceptedAt: null };

export function throttleAt(state: ThrottleState, now: number, intervalMs: number): { accepted: boolean; state: ThrottleState } {
  if (state.lastAcceptedAt !== null && now - state.lastAcceptedAt < intervalMs) {
    return { accepted: false, state };
  }
  return { accepted: true, state: { lastAcceptedAt: now } };
}

/** Wraps an action so it runs at most once per interval, on the leading edge. */
export function leadingThrottle<A extends unknown[]>(action: (...args: A) => void, intervalMs: number, now: () => number): (...args: A) => boolean {
  let state = initialThrottle;
  return (...args: A) => {
    const step = throttleAt(state, now(), intervalMs);
    state = step.state;
    if (step.accepted) action(...args);
    return step.accepted;
  };
}
