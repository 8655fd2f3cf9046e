import type { LoginType } from './credentials';
import type { Failure } from '../kernel/result';

/**
 * The login flow of spec §4 as a state machine:
 * submit → validate → human verification (skipped for SMS) → login →
 * success | forced password change | captcha required | failure.
 */
export type LoginState =
  | { readonly step: 'idle'; readonly captchaShown: boolean }
  | { readonly step: 'validating'; readonly type: LoginType; readonly captchaShown: boolean }
  | { readonly step: 'verifying'; readonly type: LoginType; readonly captchaShown: boolean }
  | { readonly step: 'submitting'; readonly type: LoginType; readonly captchaShown: boolean }
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
  | { readonly kind: 'login_failed'; readonly error: Failure; readonly captcha: boolean };

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
      if (event.mustChangePassword && state.type === 'username') return { step: 'change_password', firstTimeLogin: event.firstTimeLogin };
      return { step: 'success', firstTimeLogin: event.firstTimeLogin };
    case 'login_failed':
      if (state.step !== 'submitting') return state;
      return { step: 'failed', error: event.error, captchaShown: state.captchaShown || event.captcha };
  }
}
