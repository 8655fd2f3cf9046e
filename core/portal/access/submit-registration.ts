import { validateRegistration, type RegistrationRules } from '../../domain/access/registration';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { AuthGateway, HumanSolver, SessionStore } from './ports';
import type { RegisterRequest } from './types';

/** Validate with the same rules as the server, verify, register and (when asked) log in. */
export class SubmitRegistration {
  constructor(
    private readonly auth: AuthGateway,
    private readonly solver: HumanSolver,
    private readonly store: SessionStore,
  ) {}

  async execute(request: RegisterRequest, rules: RegistrationRules): Promise<Result<{ account: string }>> {
    const valid = validateRegistration(request, rules);
    if (!valid.ok) return valid;
    const challenge = await this.auth.humanChallenge();
    if (!challenge.ok) return challenge;
    const verification = await this.solver.solve(challenge.value);
    if (!verification) return fail('access.human_verification_failed');
    const result = await this.auth.register({ ...request, verification });
    if (!result.ok) return result;
    this.store.save({ account: result.value.account, token: result.value.token || null });
    return ok({ account: result.value.account });
  }
}
