import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoFinish, deal } from '../../../../core/domain/play/blackjack';
import { settle } from '../../../../core/domain/play/blackjack-settle';
import { MULTIPLIER_SCALE } from '../../../../core/domain/play/engine';
import type { BlackjackStepDetail } from '../../../../core/platform/play/blackjack-round';
import { replayBlackjack } from '../../../../core/platform/play/replay-blackjack';
import type { RoundStep } from '../../../../core/platform/play/ports';
import { byChoices, playRound, roundArbitrary, seededRound } from '../../../support/blackjack-rounds';

const stepsOf = (moves: readonly BlackjackStepDetail[]) => moves.map((detail) => ({ detail: { ...detail } }) as unknown as RoundStep);

describe('replaying a recorded blackjack round from its seeds', () => {
  it('reaches the recorded state and pays what it paid, whether played out or stopped and finished by default', () => {
    fc.assert(
      fc.property(roundArbitrary, fc.nat({ max: 6 }), ({ seed, bet, choices }, stopAfter) => {
        const stream = seededRound(seed);
        const choose = byChoices(choices);
        const states = playRound(stream, bet, choose).slice(0, stopAfter + 1);
        const moves: BlackjackStepDetail[] = states.map((state, i) => ({ action: i === 0 ? 'deal' : choose(states[i - 1]!, i), state }));
        const last = states.at(-1)!;
        if (last.phase !== 'done') moves.push({ action: 'auto', state: autoFinish(last, stream()) });
        const replayed = replayBlackjack({ steps: stepsOf(moves) }, stream);
        const final = moves.at(-1)!.state;
        expect(replayed.outcome).toEqual(final);
        const settled = settle(final);
        expect(settled.ok).toBe(true);
        if (settled.ok) expect(replayed.multiplier).toBe(Number((settled.value.payout * BigInt(MULTIPLIER_SCALE)) / bet));
      }),
    );
  });

  it('a recorded move the cards do not allow replays to nothing', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet }) => {
        const stream = seededRound(seed);
        const dealt = deal(stream(), bet);
        const replayed = replayBlackjack(
          {
            steps: stepsOf([
              { action: 'deal', state: dealt },
              { action: dealt.phase === 'insurance' ? 'hit' : 'insurance', state: dealt },
            ]),
          },
          stream,
        );
        expect(replayed.outcome).toBeNull();
      }),
    );
  });
});
