import { validateCredentials } from '../../domain/access/credentials';
import { initialLoginState, nextLoginState, type LoginEvent, type LoginState } from '../../domain/access/login-flow';
import type { AuthGateway, HumanSolver, SessionStore } from './ports';
import type { LoginRequest } from './types';

export interface LoginAttempt {
  readonly state: LoginState;
  readonly token: string | null;
  /** After a login: when the account logged in before it. */
  readonly previousLoginAt: string | null;
}

/**
 * Runs the login state machine against the gateway. `from` carries the captcha flag of an earlier
 * failure; `onStep` lets a view show each step (verifying, submitting). A login from an IP new
 * to the account stops at the second factor (AnswerLoginChallenge goes on from there).
 */
export class SubmitLogin {
  constructor(
    private readonly auth: AuthGateway,
    private readonly solver: HumanSolver,
    private readonly store: SessionStore,
  ) {}

  async execute(request: LoginRequest, from: LoginState = initialLoginState, onStep: (state: LoginState) => void = () => {}): Promise<LoginAttempt> {
    let state = from;
    const step = (event: LoginEvent) => {
      state = nextLoginState(state, event);
      onStep(state);
      return state;
    };
    step({ kind: 'submit', type: request.type });
    const captchaShown = 'captchaShown' in state && state.captchaShown;
    const valid = validateCredentials(request, captchaShown);
    if (!valid.ok) return { state: step({ kind: 'invalid', error: valid.error }), token: null, previousLoginAt: null };
    step({ kind: 'valid' });
    let verification: string | undefined;
    if (state.step === 'verifying') {
      const challenge = await this.auth.humanChallenge(valid.value.username);
      // A challenge that never arrived (server down, rate limit) is that failure, not a failed proof.
      if (!challenge.ok) return { state: step({ kind: 'verify_failed', error: challenge.error }), token: null, previousLoginAt: null };
      const solved = await this.solver.solve(challenge.value);
      if (!solved) return { state: step({ kind: 'verify_failed', error: { code: 'access.human_verification_failed' } }), token: null, previousLoginAt: null };
      verification = solved;
      step({ kind: 'verified' });
    }
    const result = await this.auth.login({
      ...valid.value,
      ...(request.captchaId ? { captchaId: request.captchaId } : {}),
      ...(verification ? { verification } : {}),
      ...(request.countryDialingCode ? { countryDialingCode: request.countryDialingCode } : {}),
      ...(request.purpose ? { purpose: request.purpose } : {}),
    });
    if (!result.ok) {
      const captcha = result.error.value?.['captcha'] === true;
      return { state: step({ kind: 'login_failed', error: result.error, captcha }), token: null, previousLoginAt: null };
    }
    const answer = result.value;
    if ('challenge' in answer) return { state: step({ kind: 'challenged', challenge: answer.challenge }), token: null, previousLoginAt: null };
    this.store.save({ account: valid.value.username, token: answer.token || null });
    return {
      state: step({ kind: 'login_ok', firstTimeLogin: answer.firstTimeLogin, mustChangePassword: answer.mustChangePassword }),
      token: answer.token || null,
      previousLoginAt: answer.previousLoginAt,
    };
  }
}
