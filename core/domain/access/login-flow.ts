import type { LoginType } from './credentials';
import type { Failure } from '../kernel/result';
import { MAX_CHALLENGE_WRONG, type SecondFactor } from './second-factor';

/** A second-factor challenge as the server issued it. */
export interface PendingChallenge {
  readonly id: string;
  readonly factors: readonly SecondFactor[];
  readonly expiresAt: string;
}

/**
 * The login flow as a state machine:
 * submit → validate → human verification (skipped for SMS) → login →
 * success | forced password change | second factor (a new IP) | captcha required | failure.
 * A second factor ends in success after a right answer, or in failure after the fifth wrong one
 * or when the server refuses the challenge (expired, dead).
 */
export type LoginState =
  | { readonly step: 'idle'; readonly captchaShown: boolean }
  | { readonly step: 'validating'; readonly type: LoginType; readonly captchaShown: boolean }
  | { readonly step: 'verifying'; readonly type: LoginType; readonly captchaShown: boolean }
  | { readonly step: 'submitting'; readonly type: LoginType; readonly captchaShown: boolean }
  | {
      readonly step: 'second_factor';
      readonly type: LoginType;
      readonly captchaShown: boolean;
      readonly challenge: PendingChallenge;
      readonly wrongAnswers: number;
      readonly error: Failure | null;
    }
  | { readonly step: 'success'; readonly firstTimeLogin: boolean }
  | { readonly step: 'change_password'; readonly firstTimeLogin: boolean }
  | { readonly step: 'failed'; readonly error: Failure; readonly captchaShown: boolean };

export type LoginEvent =
  | { readonly kind: 'submit'; readonly type: LoginType }
  | { readonly kind: 'valid' }
  | { readonly kind: 'invalid'; readonly error: Failure }
  | { readonly kind: 'verified' }
  | { readonly kind: 'verify_failed'; readonly error: Failure }
  | { readonly kind: 'login_ok'; readonly firstTimeLogin: boolean; readonly mustChangePassword: boolean }
  | { readonly kind: 'login_failed'; readonly error: Failure; readonly captcha: boolean }
  | { readonly kind: 'challenged'; readonly challenge: PendingChallenge }
  | { readonly kind: 'factor_passed'; readonly firstTimeLogin: boolean; readonly mustChangePassword: boolean }
  | { readonly kind: 'factor_wrong'; readonly error: Failure }
  /** An answer the server did not count (an empty field, a code not yet sent, the network). */
  | { readonly kind: 'factor_invalid'; readonly error: Failure }
  | { readonly kind: 'factor_refused'; readonly error: Failure };

export const initialLoginState: LoginState = { step: 'idle', captchaShown: false };

const captchaOf = (s: LoginState): boolean => ('captchaShown' in s ? s.captchaShown : false);

/** Events that make no sense in a state leave it unchanged. */
export function nextLoginState(state: LoginState, event: LoginEvent): LoginState {
  switch (event.kind) {
    case 'submit':
      if (state.step === 'idle' || state.step === 'failed') return { step: 'validating', type: event.type, captchaShown: captchaOf(state) };
      return state;
    case 'valid':
      if (state.step !== 'validating') return state;
      return { step: state.type === 'sms' ? 'submitting' : 'verifying', type: state.type, captchaShown: state.captchaShown };
    case 'invalid':
      if (state.step !== 'validating') return state;
      return { step: 'failed', error: event.error, captchaShown: state.captchaShown };
    case 'verified':
      if (state.step !== 'verifying') return state;
      return { step: 'submitting', type: state.type, captchaShown: state.captchaShown };
    case 'verify_failed':
      if (state.step !== 'verifying') return state;
      return { step: 'failed', error: event.error, captchaShown: state.captchaShown };
    case 'login_ok':
      if (state.step !== 'submitting') return state;
      return loggedIn(state.type, event);
    case 'login_failed':
      if (state.step !== 'submitting') return state;
      return { step: 'failed', error: event.error, captchaShown: state.captchaShown || event.captcha };
    case 'challenged':
      // An SMS login has proved the phone already: it is never challenged.
      if (state.step !== 'submitting' || state.type === 'sms') return state;
      return { step: 'second_factor', type: state.type, captchaShown: state.captchaShown, challenge: event.challenge, wrongAnswers: 0, error: null };
    case 'factor_passed':
      if (state.step !== 'second_factor') return state;
      return loggedIn(state.type, event);
    case 'factor_wrong': {
      if (state.step !== 'second_factor') return state;
      const wrongAnswers = state.wrongAnswers + 1;
      if (wrongAnswers >= MAX_CHALLENGE_WRONG) return { step: 'failed', error: { code: 'access.challenge_refused' }, captchaShown: state.captchaShown };
      return { ...state, wrongAnswers, error: event.error };
    }
    case 'factor_invalid':
      if (state.step !== 'second_factor') return state;
      return { ...state, error: event.error };
    case 'factor_refused':
      if (state.step !== 'second_factor') return state;
      return { step: 'failed', error: event.error, captchaShown: state.captchaShown };
  }
}

function loggedIn(type: LoginType, event: { readonly firstTimeLogin: boolean; readonly mustChangePassword: boolean }): LoginState {
  if (event.mustChangePassword && type === 'username') return { step: 'change_password', firstTimeLogin: event.firstTimeLogin };
  return { step: 'success', firstTimeLogin: event.firstTimeLogin };
}
