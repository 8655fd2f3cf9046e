import { fail, ok } from '../kernel/result';
import { isRecord, type Engine } from './engine';

/**
 * Crash with an automatic cash-out: the multiplier rises from 1.00× until the round's crash
 * point, and the bet pays the chosen cash-out when the crash point reaches it. The crash point
 * in hundredths is floor(99 · 2^32 / (2^32 − u)) for the round's 32-bit draw u, so
 * P(crash ≥ t) = floor(99 · 2^32 / t) / 2^32 and the return is 99% up to rounding.
 */
export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000;
const TWO_32 = 2 ** 32;

export interface CrashParams {
  /** Auto cash-out in hundredths (250 = 2.50×). */
  readonly cashout: number;
}

export interface CrashOutcome {
  /** Crash point in hundredths (an instant crash shows as 1.00×). */
  readonly crashPoint: number;
  readonly win: boolean;
}

export const crashPointFor = (u: number): number => Math.floor((99 * TWO_32) / (TWO_32 - u));

export const crash: Engine<CrashParams, CrashOutcome> = {
  code: 'crash',
  parse(_gameCode, raw) {
    if (!isRecord(raw)) return fail('play.invalid_params');
    const { cashout } = raw;
    if (typeof cashout !== 'number' || !Number.isInteger(cashout) || cashout < CRASH_MIN_CASHOUT || cashout > CRASH_MAX_CASHOUT) {
      return fail('play.invalid_params', { field: 'cashout' });
    }
    return ok({ cashout });
  },
  maxMultiplier: (p) => p.cashout * 10_000,
  play(params, draw) {
    const point = crashPointFor(Math.floor(draw() * TWO_32));
    const win = point >= params.cashout;
    return { outcome: { crashPoint: Math.max(100, point), win }, multiplier: win ? params.cashout * 10_000 : 0 };
  },
};
