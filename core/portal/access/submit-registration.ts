import { validateMobileRegistration, type MobileRegistrationInput, type MobileRegistrationRules } from '../../domain/access/mobile-registration';
import { validateRegistration, type RegistrationRules } from '../../domain/access/registration';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { AuthGateway, HumanSolver, SessionStore } from './ports';
import type { RegisterRequest } from './types';

/** Asks the server for a proof-of-work challenge and solves it. */
async function humanCheck(auth: AuthGateway, solver: HumanSolver): Promise<Result<string>> {
  const challenge = await auth.humanChallenge();
  if (!challenge.ok) return challenge;
  const verification = await solver.solve(challenge.value);
  return verification ? ok(verification) : fail('access.human_verification_failed');
}

type Registered = Result<{ id: number; account: string; token: string | null }>;

function keepSession(store: SessionStore, result: Registered): Result<{ account: string }> {
  if (!result.ok) return result;
  store.save({ account: result.value.account, token: result.value.token || null });
  return ok({ account: result.value.account });
}

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
    const verification = await humanCheck(this.auth, this.solver);
    if (!verification.ok) return verification;
    return keepSession(this.store, await this.auth.register({ ...request, verification: verification.value }));
  }
}

/** Mobile registration: the same rules as the server; a human check only when no SMS code proves the number. */
export class SubmitMobileRegistration {
  constructor(
    private readonly auth: AuthGateway,
    private readonly solver: HumanSolver,
    private readonly store: SessionStore,
  ) {}

  async execute(request: MobileRegistrationInput, rules: MobileRegistrationRules): Promise<Result<{ account: string }>> {
    const valid = validateMobileRegistration(request, rules);
    if (!valid.ok) return valid;
    if (rules.codeRequired) return keepSession(this.store, await this.auth.registerMobile(request));
    const verification = await humanCheck(this.auth, this.solver);
    if (!verification.ok) return verification;
    return keepSession(this.store, await this.auth.registerMobile({ ...request, verification: verification.value }));
  }
}
