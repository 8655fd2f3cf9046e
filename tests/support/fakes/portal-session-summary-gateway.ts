import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { SessionSummary, SessionSummaryGateway } from '../../../core/portal/protection/load-reality-check';
import type { FakeClock } from './clock';
import { sessionRefusal } from './portal-answers';

/**
 * The server's summary of the member's session, keeping the SessionSummaryGateway contract
 * (tests/contract/suites/portal-session-summary-gateway.ts): its clock runs `skewMs` ahead of
 * the device's; the session started at `startedAt`; `figures` are the rounds played since
 * (`play` adds one). `role` is whose session calls (null: none); `up` false is a network failure.
 */
export class FakeSessionSummary implements SessionSummaryGateway {
  figures = { wagered: 0n, won: 0n };
  up = true;
  role: 'member' | 'trial' | null = 'member';
  calls = 0;

  constructor(
    private readonly device: FakeClock,
    private readonly skewMs = 0,
    private readonly startedAt = device.now().getTime(),
    private readonly intervalSeconds = 60,
  ) {}

  /** A round played in the session: its stake is wagered, its win won. */
  play(stake: bigint, win = 0n): void {
    this.figures = { wagered: this.figures.wagered + stake, won: this.figures.won + win };
  }

  async sessionSummary(): Promise<Result<SessionSummary>> {
    this.calls++;
    if (!this.up) return fail('network.unreachable' as FailureCode);
    const refused = sessionRefusal(this.role);
    if (refused) return refused;
    const now = new Date(this.device.now().getTime() + this.skewMs).toISOString();
    return ok({
      startedAt: new Date(this.startedAt).toISOString(),
      now,
      previousLoginAt: null,
      intervalSeconds: this.intervalSeconds,
      ...this.figures,
      net: this.figures.won - this.figures.wagered,
    });
  }
}
