import type { HumanSolver } from '../../../core/portal/access/ports';
import type { HumanChallenge } from '../../../core/portal/access/types';

/** Solves every challenge at once (or none, when told to give up). */
export class FakeHumanSolver implements HumanSolver {
  readonly solved: HumanChallenge[] = [];

  constructor(private readonly succeeds = true) {}

  async solve(challenge: HumanChallenge): Promise<string | null> {
    this.solved.push(challenge);
    return this.succeeds ? `solved:${challenge.signature}` : null;
  }
}
