import type { Draw } from '../../core/domain/play/fairness';

/** A fast seeded stream of 32-bit floats (mulberry32) for simulating millions of rounds. */
export function seededDraw(seed: number): Draw {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export interface Sample {
  readonly mean: number;
  readonly sd: number;
}

/** Mean and standard deviation of `rounds` multipliers (as fractions of the bet). */
export function simulate(rounds: number, play: () => number): Sample {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const x = play() / 1_000_000;
    sum += x;
    squares += x * x;
  }
  const mean = sum / rounds;
  return { mean, sd: Math.sqrt(Math.max(0, squares / rounds - mean * mean)) };
}

/**
 * Five standard errors: for a mean of a million independent rounds the CLT makes the error
 * close to normal, and |Z| > 5 happens about once in 1.7 million runs.
 */
export const tolerance = (sample: Sample, rounds: number): number => (5 * sample.sd) / Math.sqrt(rounds);
