import { answerCheck, type RealityCheckSchedule } from '../../domain/protection/reality-check';
import type { AnsweredChecks } from './load-reality-check';

/** The player answered the check (continue or view history): the next one falls an interval on. */
export class AnswerRealityCheck {
  constructor(private readonly answered: AnsweredChecks) {}

  execute(schedule: RealityCheckSchedule, serverNowMs: number): RealityCheckSchedule {
    const next = answerCheck(schedule, serverNowMs);
    this.answered.save(next);
    return next;
  }
}
