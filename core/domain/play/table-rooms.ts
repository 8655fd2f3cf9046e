/** The engines of the house's card and table games: a catalogue game played by one of them is a table with seats. */
export const TABLE_ENGINES = ['baccarat', 'roulette', 'andar_bahar', 'blackjack'] as const;

/** A player is seated at a table while a play session of its game, opened this recently, has not expired. */
export const SEATED_WINDOW_MINUTES = 15;

/**
 * A play session lasts a fixed time from its opening, so the ones opened within the window at `now`
 * are those that expire at or after this.
 */
export const seatExpiryFrom = (now: Date, sessionTtlMs: number): Date => new Date(now.getTime() - SEATED_WINDOW_MINUTES * 60_000 + sessionTtlMs);
