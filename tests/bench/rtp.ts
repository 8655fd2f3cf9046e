/**
 * `npm run bench:rtp`: every house table and card game's theoretical return per bet kind beside a
 * simulation of BENCH_ROUNDS rounds (1,000,000 by default) dealt from random floats. A simulated
 * return passes when it lies within four standard errors of the theory: an honest engine falls
 * outside that about once in 16,000 bet kinds, while a rule wrong by a tenth of the house edge shows.
 */
import { randomFillSync } from 'node:crypto';
import { floatsFromBytes, type Draw } from '../../core/domain/play/fairness';
import { RTP_GAMES } from './rtp/games';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1_000_000);

/** Fast uniform floats in [0, 1) from the system's random bytes, 2,048 at a time. */
function randomDraw(): Draw {
  const bytes = new Uint8Array(8192);
  let floats: number[] = [];
  let at = 0;
  return () => {
    if (at === floats.length) {
      floats = floatsFromBytes(randomFillSync(bytes));
      at = 0;
    }
    return floats[at++]!;
  };
}

interface Tally {
  sum: number;
  squares: number;
}

let failed = 0;
console.log(`| game | bet | theory | simulated (${ROUNDS.toLocaleString('en')} rounds) | standard error | distance | verdict |`);
console.log('|---|---|---:|---:|---:|---:|---|');
for (const game of RTP_GAMES) {
  const draw = randomDraw();
  const tallies = new Map<string, Tally>(Object.keys(game.theory).map((bet) => [bet, { sum: 0, squares: 0 }]));
  const started = performance.now();
  for (let n = 0; n < ROUNDS; n++) {
    const returns = game.round(draw);
    for (const [bet, tally] of tallies) {
      const value = returns[bet] ?? 0;
      tally.sum += value;
      tally.squares += value * value;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  for (const [bet, tally] of tallies) {
    const mean = tally.sum / ROUNDS;
    const error = Math.sqrt(Math.max(tally.squares / ROUNDS - mean * mean, 0) / ROUNDS);
    const theory = game.theory[bet]!;
    const distance = error === 0 ? (mean === theory ? 0 : Infinity) : Math.abs(mean - theory) / error;
    const held = distance <= 4;
    if (!held) failed++;
    const percent = (value: number) => `${(value * 100).toFixed(4)} %`;
    console.log(
      `| ${game.name} | ${bet} | ${percent(theory)} | ${percent(mean)} | ${percent(error)} | ${distance.toFixed(2)} σ | ${held ? 'within 4 σ' : 'OUTSIDE 4 σ'} |`,
    );
  }
  console.log(`| ${game.name} | (${(ROUNDS / seconds).toFixed(0)} rounds/s) | | | | | |`);
}
if (failed > 0) {
  console.log(`${failed} bet kind(s) outside four standard errors of their theory`);
  process.exitCode = 1;
}
