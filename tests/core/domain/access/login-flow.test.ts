import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialLoginState, nextLoginState, type LoginEvent, type LoginState } from '../../../../core/domain/access/login-flow';
import type { LoginType } from '../../../../core/domain/access/credentials';
import { SECOND_FACTORS } from '../../../../core/domain/access/second-factor';

const failure = fc.constantFrom(
  { code: 'access.invalid_credentials' },
  { code: 'validation.required', field: 'username' },
  { code: 'access.human_verification_failed' },
);
const loginType = fc.constantFrom<LoginType>('username', 'sms');
const challenge = fc.record({
  id: fc.stringMatching(/^[0-9a-f]{1,8}$/),
  factors: fc.subarray([...SECOND_FACTORS], { minLength: 1 }),
  expiresAt: fc.constant('2026-01-15T12:05:00.000Z'),
});
const event: fc.Arbitrary<LoginEvent> = fc.oneof(
  loginType.map((type) => ({ kind: 'submit' as const, type })),
  fc.constant({ kind: 'valid' as const }),
  failure.map((error) => ({ kind: 'invalid' as const, error })),
  fc.constant({ kind: 'verified' as const }),
  failure.map((error) => ({ kind: 'verify_failed' as const, error })),
  fc.record({ firstTimeLogin: fc.boolean(), mustChangePassword: fc.boolean() }).map((e) => ({ kind: 'login_ok' as const, ...e })),
  fc.record({ error: failure, captcha: fc.boolean() }).map((e) => ({ kind: 'login_failed' as const, ...e })),
  challenge.map((c) => ({ kind: 'challenged' as const, challenge: c })),
  fc.record({ firstTimeLogin: fc.boolean(), mustChangePassword: fc.boolean() }).map((e) => ({ kind: 'factor_passed' as const, ...e })),
  failure.map((error) => ({ kind: 'factor_wrong' as const, error })),
  failure.map((error) => ({ kind: 'factor_refused' as const, error })),
  failure.map((error) => ({ kind: 'factor_invalid' as const, error })),
);
const events = fc.array(event, { maxLength: 40 });

/** Which step each event belongs to: anything else must leave the state alone. */
const FITS: Record<LoginEvent['kind'], readonly LoginState['step'][]> = {
  submit: ['idle', 'failed'],
  valid: ['validating'],
  invalid: ['validating'],
  verified: ['verifying'],
  verify_failed: ['verifying'],
  login_ok: ['submitting'],
  login_failed: ['submitting'],
  challenged: ['submitting'],
  factor_passed: ['second_factor'],
  factor_wrong: ['second_factor'],
  factor_refused: ['second_factor'],
  factor_invalid: ['second_factor'],
};

/** A structural check of every state shape, independent of the machine. */
function isValidState(s: LoginState): boolean {
  const keys = Object.keys(s).sort().join(',');
  switch (s.step) {
    case 'idle':
      return keys === 'captchaShown,step' && typeof s.captchaShown === 'boolean';
    case 'validating':
    case 'verifying':
    case 'submitting':
      return keys === 'captchaShown,step,type' && (s.type === 'username' || s.type === 'sms') && typeof s.captchaShown === 'boolean';
    case 'second_factor':
      return (
        keys === 'captchaShown,challenge,error,step,type,wrongAnswers' &&
        s.type === 'username' &&
        Number.isInteger(s.wrongAnswers) &&
        s.wrongAnswers >= 0 &&
        s.wrongAnswers < 5 &&
        s.challenge.factors.length > 0 &&
        (s.error === null || typeof s.error.code === 'string')
      );
    case 'success':
    case 'change_password':
      return keys === 'firstTimeLogin,step' && typeof s.firstTimeLogin === 'boolean';
    case 'failed':
      return keys === 'captchaShown,error,step' && typeof s.error.code === 'string' && typeof s.captchaShown === 'boolean';
    default:
      return false;
  }
}

/** Random starting points: the initial state and states reached by random runs. */
const anyState: fc.Arbitrary<LoginState> = fc
  .tuple(fc.boolean(), events)
  .map(([captchaShown, evs]) => evs.reduce(nextLoginState, { step: 'idle', captchaShown } as LoginState));

function run(from: LoginState, evs: readonly LoginEvent[]): LoginState[] {
  const states = [from];
  for (const e of evs) states.push(nextLoginState(states.at(-1)!, e));
  return states;
}

describe('login flow', () => {
  it('random event sequences never throw and always give a valid state', () => {
    fc.assert(
      fc.property(events, (evs) => {
        for (const s of run(initialLoginState, evs)) expect(isValidState(s)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('an event that does not fit the state leaves it unchanged; one that fits always moves it', () => {
    fc.assert(
      fc.property(anyState, event, (state, e) => {
        const next = nextLoginState(state, e);
        // The machine ignores a challenge for an SMS login: SMS has proved the phone already.
        const smsChallenge = e.kind === 'challenged' && 'type' in state && state.type === 'sms';
        if (FITS[e.kind].includes(state.step) && !smsChallenge) expect(next).not.toEqual(state);
        else expect(next).toBe(state);
      }),
      { numRuns: 250 },
    );
  });

  it('an SMS login never passes through verifying or second_factor nor ends in change_password', () => {
    fc.assert(
      fc.property(events, (evs) => {
        let type: LoginType | null = null;
        let state = initialLoginState;
        for (const e of evs) {
          const next = nextLoginState(state, e);
          if (next.step === 'validating' && state.step !== 'validating') type = next.type;
          if (type === 'sms') expect(['verifying', 'second_factor', 'change_password']).not.toContain(next.step);
          state = next;
        }
      }),
      { numRuns: 250 },
    );
  });

  it('captchaShown never goes from true back to false within a flow', () => {
    fc.assert(
      fc.property(anyState, events, (from, evs) => {
        const states = run(from, evs);
        for (let i = 1; i < states.length; i++) {
          const [a, b] = [states[i - 1]!, states[i]!];
          if ('captchaShown' in a && a.captchaShown && 'captchaShown' in b) expect(b.captchaShown).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('only a wrong answer counts: an answer the server did not count leaves the tries as they were', () => {
    fc.assert(
      fc.property(anyState, events, (from, evs) => {
        let state = from;
        for (const e of evs) {
          const next = nextLoginState(state, e);
          if (state.step === 'second_factor' && next.step === 'second_factor')
            expect(next.wrongAnswers).toBe(state.wrongAnswers + (e.kind === 'factor_wrong' ? 1 : 0));
          state = next;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('success and change_password are final: no event leaves them', () => {
    fc.assert(
      fc.property(anyState, events, (from, evs) => {
        const states = run(from, evs);
        const end = states.findIndex((s) => s.step === 'success' || s.step === 'change_password');
        if (end >= 0) for (const s of states.slice(end)) expect(s).toBe(states[end]);
      }),
      { numRuns: 150 },
    );
  });

  it('a login failure with the captcha flag shows the captcha from then on', () => {
    fc.assert(
      fc.property(loginType, failure, (type, error) => {
        const steps: LoginEvent[] = [
          { kind: 'submit', type },
          { kind: 'valid' },
          ...(type === 'username' ? [{ kind: 'verified' } as const] : []),
          { kind: 'login_failed', error, captcha: true },
        ];
        const failed = steps.reduce(nextLoginState, initialLoginState);
        expect(failed).toEqual({ step: 'failed', error, captchaShown: true });
        expect(nextLoginState(failed, { kind: 'submit', type: 'username' })).toEqual({ step: 'validating', type: 'username', captchaShown: true });
      }),
    );
  });

  it('the username path is validate → verify → submit; a forced change ends in change_password', () => {
    const path: LoginEvent[] = [
      { kind: 'submit', type: 'username' },
      { kind: 'valid' },
      { kind: 'verified' },
      { kind: 'login_ok', firstTimeLogin: true, mustChangePassword: true },
    ];
    expect(run(initialLoginState, path).map((s) => s.step)).toEqual(['idle', 'validating', 'verifying', 'submitting', 'change_password']);
    const sms: LoginEvent[] = [{ kind: 'submit', type: 'sms' }, { kind: 'valid' }, { kind: 'login_ok', firstTimeLogin: false, mustChangePassword: true }];
    expect(run(initialLoginState, sms).map((s) => s.step)).toEqual(['idle', 'validating', 'submitting', 'success']);
  });
});
