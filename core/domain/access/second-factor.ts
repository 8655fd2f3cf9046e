import { fail, ok, type Result } from '../kernel/result';

/**
 * A login from an IP the account has not used asks for a second factor: a code sent to
 * the bound mobile or email, the bank account holder's name, or an authenticator code.
 */
export type SecondFactor = 'sms' | 'email' | 'bank' | 'totp';
export const SECOND_FACTORS: readonly SecondFactor[] = ['totp', 'sms', 'email', 'bank'];

/** Wrong answers a challenge takes before it dies, and how long it lives. */
export const MAX_CHALLENGE_WRONG = 5;
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** What an account has bound that can prove it is the owner. */
export interface FactorSources {
  readonly mobileNum: string | null;
  readonly email: string | null;
  readonly payeeName: string | null;
  readonly totp: boolean;
}

export function availableFactors(sources: FactorSources): SecondFactor[] {
  const has: Record<SecondFactor, boolean> = {
    totp: sources.totp,
    sms: Boolean(sources.mobileNum),
    email: Boolean(sources.email),
    bank: Boolean(sources.payeeName),
  };
  return SECOND_FACTORS.filter((factor) => has[factor]);
}

/** A challenge as the rules see it. */
export interface ChallengeProgress {
  readonly expiresAt: Date;
  readonly wrongAnswers: number;
  readonly closedAt: Date | null;
}

/**
 * Whether an answer to a challenge counts: a closed, expired or exhausted challenge refuses every
 * answer, right ones included; otherwise a right answer passes and a wrong one is counted.
 */
export function judgeChallengeAnswer(challenge: ChallengeProgress | null, correct: boolean, now: Date): Result<'passed' | 'wrong'> {
  if (challenge === null || challenge.closedAt !== null) return fail('access.challenge_invalid');
  if (now >= challenge.expiresAt) return fail('access.challenge_expired');
  if (challenge.wrongAnswers >= MAX_CHALLENGE_WRONG) return fail('access.challenge_refused');
  return ok(correct ? 'passed' : 'wrong');
}

/** The failure a wrong answer answers with: tries left, or the challenge's death on the last. */
export function wrongAnswerFailure(wrongAnswersNow: number, field: string): Result<never> {
  const left = MAX_CHALLENGE_WRONG - wrongAnswersNow;
  return left > 0 ? fail('access.factor_wrong', { field, params: { left } }) : fail('access.challenge_refused');
}

/** A mobile number or email address shown only enough to be recognised by its owner. */
export function maskDestination(factor: 'sms' | 'email', destination: string): string {
  if (factor === 'sms') return `${destination.slice(0, 3)}${'*'.repeat(Math.max(destination.length - 5, 0))}${destination.slice(-2)}`;
  const at = destination.lastIndexOf('@');
  return `${destination.slice(0, 1)}***${destination.slice(at)}`;
}
