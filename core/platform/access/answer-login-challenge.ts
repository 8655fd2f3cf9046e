import { judgeChallengeAnswer, MAX_CHALLENGE_WRONG, wrongAnswerFailure, type SecondFactor } from '../../domain/access/second-factor';
import { loginScope } from '../protection/guard';
import type { LoginPurpose } from '../../domain/protection/withdrawal-session';
import { samePayee } from '../../domain/wallet/bank-account';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import { roleOfType } from '../../domain/access/roles';
import { checkCodeShape } from '../../domain/verification/code';
import type { Account } from './account';
import { completeLogin, recordFailedLogin, sessionOutcome, type SessionOutcome } from './complete-login';
import type { AccessDeps, Caller } from './deps';
import { LOGIN_RATE } from './login';
import type { ChallengeDeps } from './new-ip-challenge';
import { proveAuthenticator, type AuthenticatorDeps } from './prove-authenticator';
import type { StoredChallenge, UsedFactor } from './ports';

export interface ChallengeAnswer {
  readonly challengeId: string;
  readonly factor: SecondFactor;
  readonly answer: string;
  /** `withdrawal` during a break opens a withdrawal-only session instead of being refused. */
  readonly purpose?: LoginPurpose;
}

/** A challenge belongs to the IP it was issued to: from anywhere else it does not exist. */
export async function openChallengeOf(
  deps: Pick<ChallengeDeps, 'challenges'> & Pick<AccessDeps, 'clock'>,
  id: string,
  caller: Caller,
): Promise<Result<StoredChallenge>> {
  const challenge = await deps.challenges.find(id);
  const open = judgeChallengeAnswer(challenge && challenge.ip === caller.ip ? challenge : null, false, deps.clock.now());
  return open.ok ? ok(challenge!) : open;
}

/**
 * The answer to a new IP's second-factor challenge. A right one completes the login and makes the
 * IP known; a wrong one is counted, and the fifth kills the challenge. Malformed answers (an
 * empty field, a code that was never sent) are refused without counting.
 */
export class AnswerLoginChallenge {
  constructor(private readonly deps: AccessDeps & ChallengeDeps & AuthenticatorDeps) {}

  async execute(command: ChallengeAnswer, caller: Caller): Promise<Result<SessionOutcome>> {
    const { deps } = this;
    if (!(await deps.limiter.hit(`login:ip:${caller.ip}`, LOGIN_RATE.limit, LOGIN_RATE.windowMs))) return fail('access.too_many_requests');
    const open = await openChallengeOf(deps, command.challengeId, caller);
    if (!open.ok) return open;
    const challenge = open.value;
    if (!challenge.factors.includes(command.factor)) return fail('access.factor_unavailable', { field: 'factor' });
    if (command.answer.trim() === '') return fail('validation.required', { field: 'answer' });
    const account = await deps.accounts.findById(challenge.accountId);
    if (!account) return fail('access.challenge_invalid');
    const proof = await this.proof(command, challenge, account);
    if (!proof.ok) return proof;
    if (proof.value === null) {
      const wrong = await deps.challenges.recordWrong(challenge.id, MAX_CHALLENGE_WRONG);
      await recordFailedLogin(deps, account.id, caller, { method: 'password', factor: command.factor });
      return wrong === null ? fail('access.challenge_refused') : wrongAnswerFailure(wrong, 'answer');
    }
    if (!(await deps.challenges.close(challenge.id, deps.clock.now()))) return fail('access.challenge_invalid');
    const settings = await deps.settings.load();
    const refusal = refusalFor(systemStateFor(settings, caller.ip), roleOfType(account.type, settings));
    if (refusal) return fail(refusal);
    const scope = await loginScope(deps.protection, account.id, deps.clock.now(), command.purpose);
    if (!scope.ok) return scope;
    const opened = await completeLogin(deps, settings, account, caller, { method: 'password', factor: proof.value }, scope.value);
    return ok(sessionOutcome(settings, account, deps.clock.now(), 'username', opened));
  }

  /** The factor the answer proves, null for a wrong answer, or a failure that is not counted. */
  private async proof({ factor, answer }: ChallengeAnswer, challenge: StoredChallenge, account: Account): Promise<Result<UsedFactor | null>> {
    switch (factor) {
      case 'sms':
      case 'email': {
        if (challenge.codeFactor !== factor || challenge.codeHash === null) return fail('access.challenge_code_not_sent', { field: 'answer' });
        const code = checkCodeShape(answer);
        if (!code.ok) return fail(code.error.code, { field: 'answer' });
        return ok(this.deps.codeHasher.hash('second_factor', challenge.id, code.value) === challenge.codeHash ? factor : null);
      }
      case 'bank': {
        const payee = account.profile['payeeName'];
        return ok(payee && samePayee(answer, payee) ? 'bank' : null);
      }
      case 'totp': {
        const proved = await proveAuthenticator(this.deps, account.id, answer);
        return proved.ok ? ok(proved.value === 'recovery' ? 'recovery' : 'totp') : ok(null);
      }
    }
  }
}
