import { fail, ok } from '../kernel/result';
import { isRecord, type Engine } from './engine';
import { hitsJackpot } from './jackpot';
import { LINES, PAYLINES, REEL_COUNTS, ROWS, VOLATILITIES, evaluateLine, paytable, reelStrip, type Volatility } from './slot-machine';

/** Reel strips' total stops multiplied together, and each volatility's paytable weight over them. */
export const SLOT_STOPS = 25_110_000n;
export const BASE_WEIGHT: Readonly<Record<Volatility, bigint>> = { low: 24_000_092n, medium: 24_108_092n, high: 24_684_092n };

/** Our own 5-reel slot plays the medium paytable as printed; other slot games rescale it. */
export const HOUSE_SLOT_CODE = 'HOUSE_LOTUS';
export const GENERIC_RTP_RANGE = { min: 940_000, max: 970_000 } as const;

export interface SlotParams {
  readonly volatility: Volatility;
  /** Target return in millionths, or null for the printed paytable. */
  readonly targetPpm: number | null;
}

export interface SlotOutcome {
  readonly stops: readonly number[];
  /** grid[row][reel] symbol indexes. */
  readonly grid: readonly (readonly number[])[];
  readonly wins: readonly { readonly line: number; readonly symbol: number; readonly count: number; readonly multiplier: number }[];
  /** The round's sixth float hit the progressive jackpot (paid from the pool, not the paytable). */
  readonly jackpot: boolean;
}

const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
};

/** A demo vendor's slot game gets a fixed volatility and RTP from its code. */
export function slotParamsFor(gameCode: string): SlotParams {
  if (gameCode === HOUSE_SLOT_CODE) return { volatility: 'medium', targetPpm: null };
  const hash = fnv1a(gameCode);
  const steps = (GENERIC_RTP_RANGE.max - GENERIC_RTP_RANGE.min) / 1000 + 1;
  return { volatility: VOLATILITIES[hash % 3]!, targetPpm: GENERIC_RTP_RANGE.min + 1000 * (Math.floor(hash / 3) % steps) };
}

/** Millionths of the total bet one winning line adds, for a paytable multiple `pays`. */
export function lineMicro(params: SlotParams, pays: number): number {
  if (params.targetPpm === null) return (pays * 1_000_000) / LINES;
  return Number((BigInt(pays) * BigInt(params.targetPpm) * SLOT_STOPS) / (BASE_WEIGHT[params.volatility] * BigInt(LINES)));
}

const STRIPS = REEL_COUNTS.map(reelStrip);

export const slot: Engine<SlotParams, SlotOutcome> = {
  code: 'slot',
  parse(gameCode, raw) {
    if (raw !== undefined && !(isRecord(raw) && Object.keys(raw).length === 0)) return fail('play.invalid_params');
    return ok(slotParamsFor(gameCode));
  },
  maxMultiplier: (params) => LINES * lineMicro(params, paytable(params.volatility)[0]![2]),
  play(params, draw) {
    const stops = STRIPS.map((strip) => Math.floor(draw() * strip.length));
    const grid = Array.from({ length: ROWS }, (_, row) => STRIPS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
    const table = paytable(params.volatility);
    const wins = PAYLINES.flatMap((rows, line) => {
      const result = evaluateLine(
        table,
        rows.map((row, reel) => grid[row]![reel]!),
      );
      return result.pays > 0 ? [{ line, symbol: result.symbol, count: result.count, multiplier: lineMicro(params, result.pays) }] : [];
    });
    const jackpot = hitsJackpot(draw());
    return { outcome: { stops, grid, wins, jackpot }, multiplier: wins.reduce((sum, w) => sum + w.multiplier, 0) };
  },
};
