import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthGateway, HumanSolver } from '../../../core/portal/access/ports';
import type { HumanChallenge } from '../../../core/portal/access/types';

export type HumanCheckState = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * The verification button's view model. It is also the solver the login and registration flows
 * use: a payload solved by clicking the button is handed over once; otherwise it solves on demand.
 */
export class HumanCheckStore implements HumanSolver {
  state: HumanCheckState = 'idle';
  private payload: string | null = null;

  constructor(
    private readonly auth: AuthGateway,
    private readonly solver: HumanSolver,
  ) {
    makeAutoObservable<HumanCheckStore, 'payload' | 'auth' | 'solver'>(this, { payload: false, auth: false, solver: false });
  }

  async verifyNow(): Promise<void> {
    if (this.state === 'verifying' || this.state === 'verified') return;
    const challenge = await this.auth.humanChallenge();
    if (!challenge.ok) {
      runInAction(() => (this.state = 'failed'));
      return;
    }
    await this.solveInto(challenge.value);
  }

  async solve(challenge: HumanChallenge): Promise<string | null> {
    if (this.payload === null) await this.solveInto(challenge);
    const payload = this.payload;
    this.payload = null;
    runInAction(() => {
      if (this.state === 'verified') this.state = 'idle';
    });
    return payload;
  }

  reset(): void {
    this.payload = null;
    this.state = 'idle';
  }

  private async solveInto(challenge: HumanChallenge): Promise<void> {
    runInAction(() => (this.state = 'verifying'));
    const payload = await this.solver.solve(challenge);
    runInAction(() => {
      this.payload = payload;
      this.state = payload ? 'verified' : 'failed';
    });
  }
}
