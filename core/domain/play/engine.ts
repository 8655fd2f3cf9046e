import type { Result } from '../kernel/result';
import type { ChipParam } from './chips';
import type { Draw } from './fairness';

/** Multipliers are integers in millionths of the total bet. */
export const MULTIPLIER_SCALE = 1_000_000;

export type EngineCode = 'slot' | 'dice' | 'crash' | 'andar_bahar' | 'roulette' | 'baccarat' | 'blackjack';
export const ENGINE_CODES: readonly EngineCode[] = ['slot', 'dice', 'crash', 'andar_bahar', 'roulette', 'baccarat', 'blackjack'];
/** The engines that decide a round in one go; blackjack's rounds wait on the player's decisions (blackjack.ts). */
export type OneShotCode = Exclude<EngineCode, 'blackjack'>;

/** A round's choices as the player's page sends them; a table sends its chips under `chips`. */
export type PlayParams = Readonly<Record<string, string | number | readonly ChipParam[]>>;

export interface Decision<O> {
  readonly outcome: O;
  /** Millionths of the bet paid back (0 for a loss). */
  readonly multiplier: number;
}

/**
 * A game engine: parses the player's choices for a game and decides a round from the float
 * stream alone. The bet is not an input, so the outcome cannot depend on it.
 */
export interface Engine<P, O> {
  readonly code: OneShotCode;
  parse(gameCode: string, raw: unknown): Result<P>;
  maxMultiplier(params: P): number;
  /** For a table of several chips: their total, which the round's bet must equal. */
  stake?(params: P): bigint;
  play(params: P, draw: Draw): Decision<O>;
}

/** The amount paid for a bet at a multiplier: whole minor units, rounded down. */
export const payoutFor = (bet: bigint, multiplier: number): bigint => (bet * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);

export const isRecord = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);
