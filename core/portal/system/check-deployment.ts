import type { Result } from '../../domain/kernel/result';

export interface Liveness {
  readonly version: string;
  readonly uptimeSeconds: number;
}

export interface Readiness extends Liveness {
  readonly ready: boolean;
  readonly draining: boolean;
  readonly database: 'up' | 'down';
  readonly schedulerLagSeconds: number;
}

/** A running server's health endpoints; `readiness` answers the figures whether or not the server is ready. */
export interface DeploymentHealthGateway {
  liveness(): Promise<Result<Liveness>>;
  readiness(): Promise<Result<Readiness>>;
}

export type DeploymentStatus =
  { readonly live: false; readonly ready: false; readonly problem: string } | (Readiness & { readonly live: true; readonly problem: string | null });

/** What an operator asks of a deployment: does it answer, should it get traffic, and why not. */
export class CheckDeployment {
  constructor(private readonly health: DeploymentHealthGateway) {}

  async execute(): Promise<DeploymentStatus> {
    const live = await this.health.liveness();
    if (!live.ok) return { live: false, ready: false, problem: live.error.code };
    const ready = await this.health.readiness();
    if (!ready.ok) return { live: false, ready: false, problem: ready.error.code };
    const { value } = ready;
    const problem = value.ready ? null : value.draining ? 'system.draining' : 'system.database_unavailable';
    return { ...value, live: true, problem };
  }
}
