import { fail, type Result } from '../../domain/kernel/result';
import type { LoginState } from '../../domain/access/login-flow';
import type { AuthGateway } from './ports';

/** Asks for a login code by SMS or email for the challenge the flow is at; answers where it went, masked. */
export class SendChallengeCode {
  constructor(private readonly auth: AuthGateway) {}

  async execute(state: LoginState, factor: 'sms' | 'email'): Promise<Result<{ sentTo: string }>> {
    if (state.step !== 'second_factor' || !state.challenge.factors.includes(factor)) return fail('access.factor_unavailable');
    return this.auth.sendChallengeCode(state.challenge.id, factor);
  }
}
