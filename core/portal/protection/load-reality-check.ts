import type { Clock } from '../../domain/kernel/ports';
import { mapOk, type Result } from '../../domain/kernel/result';
import type { RealityCheckSchedule } from '../../domain/protection/reality-check';
import type { Preferences } from '../system/preferences';

/** This login as the server counts it; instants are ISO strings, money minor units. */
export interface SessionSummary {
  readonly startedAt: string;
  readonly now: string;
  readonly previousLoginAt: string | null;
  readonly intervalSeconds: number;
  readonly wagered: bigint;
  readonly won: bigint;
  readonly net: bigint;
}

export interface SessionSummaryGateway {
  sessionSummary(): Promise<Result<SessionSummary>>;
}

export interface RealityCheck {
  readonly summary: SessionSummary;
  readonly schedule: RealityCheckSchedule;
  /** The server's clock minus this device's: the schedule runs on the server's time. */
  readonly skewMs: number;
}

const ANSWERED_KEY = 'realityCheck.answered';

/**
 * The last check answered in this browser session, kept in its storage so a reload does not ask
 * again; stored with the session's start, so a new login starts from none.
 */
export class AnsweredChecks {
  constructor(private readonly session: Preferences) {}

  of(startMs: number): number {
    const [start, answered] = (this.session.get(ANSWERED_KEY) ?? '').split(':').map(Number);
    return start === startMs && Number.isInteger(answered) ? answered! : 0;
  }

  save(schedule: RealityCheckSchedule): void {
    this.session.set(ANSWERED_KEY, `${schedule.startMs}:${schedule.answered}`);
  }
}

/** Fetches the session's figures and where its reality checks stand. */
export class LoadRealityCheck {
  constructor(
    private readonly gateway: SessionSummaryGateway,
    private readonly answered: AnsweredChecks,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<Result<RealityCheck>> {
    return mapOk(await this.gateway.sessionSummary(), (summary) => {
      const startMs = Date.parse(summary.startedAt);
      return {
        summary,
        schedule: { startMs, intervalMs: summary.intervalSeconds * 1000, answered: this.answered.of(startMs) },
        skewMs: Date.parse(summary.now) - this.clock.now().getTime(),
      };
    });
  }
}
