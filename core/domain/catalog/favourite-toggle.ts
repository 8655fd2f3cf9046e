import { throttleAt, type ThrottleState } from '../kernel/throttle';

/** One favourite action per second, on the leading edge. */
export const FAVOURITE_THROTTLE_MS = 1000;

export type FavouriteAction = 'add' | 'remove';

export type FavouriteStep =
  | { readonly accepted: false; readonly throttle: ThrottleState }
  | { readonly accepted: true; readonly throttle: ThrottleState; readonly action: FavouriteAction; readonly ids: readonly number[] };

/**
 * A click on a card's favourite toggle. Accepted at most once per interval. A favourite is
 * removed locally before the call; any other game is added optimistically at the front (never
 * twice: an id already listed stays where it is).
 */
export function toggleFavourite(ids: readonly number[], nodeId: number, throttle: ThrottleState, now: number): FavouriteStep {
  const gate = throttleAt(throttle, now, FAVOURITE_THROTTLE_MS);
  if (!gate.accepted) return { accepted: false, throttle: gate.state };
  if (ids.includes(nodeId)) return { accepted: true, throttle: gate.state, action: 'remove', ids: ids.filter((id) => id !== nodeId) };
  return { accepted: true, throttle: gate.state, action: 'add', ids: [nodeId, ...ids] };
}

/** Undoes a failed call on whatever the list has become since: an add is taken back, a removal restored. */
export function rollbackFavourite(ids: readonly number[], nodeId: number, action: FavouriteAction): number[] {
  if (action === 'add') return ids.filter((id) => id !== nodeId);
  return ids.includes(nodeId) ? [...ids] : [nodeId, ...ids];
}
