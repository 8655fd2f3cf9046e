import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialLoginState, nextLoginState, type LoginEvent, type LoginState } from '../../../../core/domain/access/login-flow';
import {
  availableFactors,
  CHALLENGE_TTL_MS,
  judgeChallengeAnswer,
  MAX_CHALLENGE_WRONG,
  SECOND_FACTORS,
  wrongAnswerFailure,
  type ChallengeProgress,
} from '../../../../core/domain/access/second-factor';
import type { FailureCode } from '../../../../core/domain/kernel/failure-code';

const t0 = Date.UTC(2026, 0, 15, 12);
const answers = fc.array(fc.record({ correct: fc.boolean(), afterMs: fc.integer({ min: 0, max: 90_000 }) }), { maxLength: 12 });

/** The server's rule and the client's machine side by side, answer after answer, as a login runs them. */
function runChallenge(script: readonly { correct: boolean; afterMs: number }[]) {
  let server: ChallengeProgress = { expiresAt: new Date(t0 + CHALLENGE_TTL_MS), wrongAnswers: 0, closedAt: null };
  const start: LoginEvent[] = [
    { kind: 'submit', type: 'username' },
    { kind: 'valid' },
    { kind: 'verified' },
    { kind: 'challenged', challenge: { id: 'c1', factors: ['totp'], expiresAt: server.expiresAt.toISOString() } },
  ];
  let state: LoginState = start.reduce(nextLoginState, initialLoginState);
  let now = t0;
  const seen: LoginState[] = [state];
  const answer = (correct: boolean) => {
    const verdict = judgeChallengeAnswer(server, correct, new Date(now));
    let event: LoginEvent;
    if (!verdict.ok) event = { kind: 'factor_refused', error: verdict.error };
    else if (verdict.value === 'passed') {
      server = { ...server, closedAt: new Date(now) };
      event = { kind: 'factor_passed', firstTimeLogin: false, mustChangePassword: false };
    } else {
      server = { ...server, wrongAnswers: server.wrongAnswers + 1 };
      const failure = wrongAnswerFailure(server.wrongAnswers, 'answer');
      event = { kind: 'factor_wrong', error: failure.ok ? { code: 'never' as FailureCode } : failure.error };
    }
    state = nextLoginState(state, event);
    seen.push(state);
  };
  for (const step of script) {
    if (state.step !== 'second_factor') break;
    now += step.afterMs;
    answer(step.correct);
  }
  const beforeExpiry = state;
  // Whoever stops answering meets the expiry: an answer after it ends the flow either way.
  if (state.step === 'second_factor') {
    now = Math.max(now, server.expiresAt.getTime());
    answer(true);
  }
  return { server, state, beforeExpiry, seen };
}

describe('second factor', () => {
  it('offers exactly the factors the account has bound, in a fixed order', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constant('+923001234567'), { nil: null }),
        fc.option(fc.constant('a@b.pk'), { nil: null }),
        fc.option(fc.constant('Ali Khan'), { nil: null }),
        fc.boolean(),
        (mobileNum, email, payeeName, totp) => {
          const factors = availableFactors({ mobileNum, email, payeeName, totp });
          expect(factors).toEqual(SECOND_FACTORS.filter((f) => ({ sms: mobileNum, email, bank: payeeName, totp: totp || null })[f] !== null));
        },
      ),
    );
    expect(availableFactors({ mobileNum: null, email: null, payeeName: null, totp: false })).toEqual([]);
  });

  it('property: an answer counts only while the challenge is open, unexpired and under five wrong answers', () => {
    const progress = fc.record({
      expiresAt: fc.integer({ min: 0, max: 1000 }).map((t) => new Date(t)),
      wrongAnswers: fc.nat(8),
      closedAt: fc.option(fc.constant(new Date(0)), { nil: null }),
    });
    fc.assert(
      fc.property(fc.option(progress, { nil: null }), fc.boolean(), fc.integer({ min: 0, max: 1000 }), (challenge, correct, now) => {
        const verdict = judgeChallengeAnswer(challenge, correct, new Date(now));
        const open = challenge !== null && challenge.closedAt === null && now < challenge.expiresAt.getTime() && challenge.wrongAnswers < MAX_CHALLENGE_WRONG;
        expect(verdict.ok).toBe(open);
        if (verdict.ok) expect(verdict.value).toBe(correct ? 'passed' : 'wrong');
        else expect(verdict.error.code).toMatch(/^access\.challenge_(invalid|expired|refused)$/);
      }),
    );
  });

  it('property: any sequence of answers takes at most five wrong ones and logs in only on a right answer before expiry', () => {
    fc.assert(
      fc.property(answers, (script) => {
        const { server, state, seen } = runChallenge(script);
        expect(server.wrongAnswers).toBeLessThanOrEqual(MAX_CHALLENGE_WRONG);
        let elapsed = 0;
        let wrong = 0;
        let passedAt: number | null = null;
        for (const step of script) {
          elapsed += step.afterMs;
          if (elapsed >= CHALLENGE_TTL_MS || wrong >= MAX_CHALLENGE_WRONG) break;
          if (step.correct) {
            passedAt = elapsed;
            break;
          }
          wrong++;
        }
        expect(state.step === 'success').toBe(passedAt !== null);
        expect(server.closedAt !== null).toBe(passedAt !== null);
        for (const s of seen) if (s.step === 'second_factor') expect(s.wrongAnswers).toBeLessThan(MAX_CHALLENGE_WRONG);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: every run ends in exactly one of logged in or refused, and stays there', () => {
    fc.assert(
      fc.property(answers, (script) => {
        const { state, seen } = runChallenge(script);
        expect(['success', 'failed']).toContain(state.step);
        const end = seen.findIndex((s) => s.step !== 'second_factor');
        expect(seen.slice(end).every((s) => s === seen[end])).toBe(true);
        if (state.step === 'failed') expect(state.error.code).toMatch(/^access\.challenge_(refused|expired)$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('the fifth wrong answer kills the challenge on both sides at once', () => {
    const { state, seen, server } = runChallenge(Array.from({ length: 7 }, () => ({ correct: false, afterMs: 1000 })));
    expect(server.wrongAnswers).toBe(MAX_CHALLENGE_WRONG);
    expect(state).toMatchObject({ step: 'failed', error: { code: 'access.challenge_refused' } });
    expect(seen.filter((s) => s.step === 'second_factor').map((s) => (s.step === 'second_factor' ? s.error?.params?.['left'] : null))).toEqual([
      undefined,
      4,
      3,
      2,
      1,
    ]);
  });
});
