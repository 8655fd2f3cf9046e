import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkCodeShape, judgeAnswer } from '../../domain/verification/code';
import type { CodeHasher, CodePurpose, VerificationCodes } from './ports';

export interface AnswerCodeDeps {
  readonly codes: VerificationCodes;
  readonly codeHasher: CodeHasher;
  readonly clock: Clock;
}

/**
 * Checks an answer against the newest code for the destination and uses the code up when it is
 * right: a code passes once, dies after five wrong answers and at its expiry.
 */
export async function answerCode(deps: AnswerCodeDeps, purpose: CodePurpose, destination: string, answer: string): Promise<Result<null>> {
  const shaped = checkCodeShape(answer);
  if (!shaped.ok) return shaped;
  const now = deps.clock.now();
  const code = await deps.codes.latest(purpose, destination);
  const verdict = judgeAnswer(code, code !== null && code.codeHash === deps.codeHasher.hash(purpose, destination, shaped.value), now);
  if (!verdict.ok) return verdict;
  if (verdict.value === 'wrong') {
    await deps.codes.recordWrongTry(code!.id);
    return fail('verification.code_invalid', { field: 'code' });
  }
  return (await deps.codes.consume(code!.id, now)) ? ok(null) : fail('verification.code_invalid', { field: 'code' });
}
