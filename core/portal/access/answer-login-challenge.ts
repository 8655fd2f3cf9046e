import { nextLoginState, type LoginEvent, type LoginState } from '../../domain/access/login-flow';
import type { SecondFactor } from '../../domain/access/second-factor';
import type { LoginPurpose } from '../../domain/protection/withdrawal-session';
import type { AuthGateway, SessionStore } from './ports';
import type { LoginAttempt } from './submit-login';

export interface FactorAnswer {
  /** The flow, which must be at its second factor. */
  readonly state: LoginState;
  readonly factor: SecondFactor;
  readonly answer: string;
  /** The username the login was submitted with, remembered with the session. */
  readonly account: string;
  /** What the login that was challenged asked for. */
  readonly purpose?: LoginPurpose;
}

/** Failures that end the challenge, as opposed to a wrong answer or one that was not counted. */
const FATAL = new Set(['access.challenge_refused', 'access.challenge_expired', 'access.challenge_invalid']);

/** Answers the second factor of a login from a new IP and moves the login flow on. */
export class AnswerLoginChallenge {
  constructor(
    private readonly auth: AuthGateway,
    private readonly store: SessionStore,
  ) {}

  async execute({ state, factor, answer, account, purpose }: FactorAnswer): Promise<LoginAttempt> {
    if (state.step !== 'second_factor') return { state, token: null, previousLoginAt: null };
    if (answer.trim() === '') return this.after(state, { kind: 'factor_invalid', error: { code: 'validation.required', field: 'answer' } });
    const result = await this.auth.answerChallenge({ challengeId: state.challenge.id, factor, answer: answer.trim(), ...(purpose ? { purpose } : {}) });
    if (!result.ok) {
      const { error } = result;
      if (FATAL.has(error.code)) return this.after(state, { kind: 'factor_refused', error });
      return this.after(state, { kind: error.code === 'access.factor_wrong' ? 'factor_wrong' : 'factor_invalid', error });
    }
    this.store.save({ account, token: result.value.token || null });
    const passed = nextLoginState(state, {
      kind: 'factor_passed',
      firstTimeLogin: result.value.firstTimeLogin,
      mustChangePassword: result.value.mustChangePassword,
    });
    return { state: passed, token: result.value.token || null, previousLoginAt: result.value.previousLoginAt };
  }

  private after(state: LoginState, event: LoginEvent): LoginAttempt {
    return { state: nextLoginState(state, event), token: null, previousLoginAt: null };
  }
}
