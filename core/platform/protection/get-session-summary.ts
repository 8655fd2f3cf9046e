import { ok, type Result } from '../../domain/kernel/result';
import type { Clock } from '../../domain/kernel/ports';
import type { Principal } from '../access/authenticate';
import type { LoginHistory } from '../access/ports';
import type { BetRecordRepository } from '../play/ports';
import { memberOnly } from '../security/member-only';
import type { SettingsRepository } from '../system/ports';

/** What the reality check shows: how long this login has lasted and what was staked and won since it began. */
export interface SessionSummary {
  readonly startedAt: Date;
  /** The server's time, so the browser can count from `startedAt` whatever its own clock says. */
  readonly now: Date;
  readonly previousLoginAt: Date | null;
  readonly intervalSeconds: number;
  readonly wagered: bigint;
  readonly won: bigint;
  readonly net: bigint;
}

export interface SessionSummaryDeps {
  readonly bets: Pick<BetRecordRepository, 'summary'>;
  readonly loginHistory: Pick<LoginHistory, 'lastLoginBefore'>;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

/** The caller's session since login: its rounds of every provider (house and seamless) started since. */
export class GetSessionSummary {
  constructor(private readonly deps: SessionSummaryDeps) {}

  async execute(caller: Principal): Promise<Result<SessionSummary>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const startedAt = caller.session.createdAt;
    const [byType, previousLoginAt, settings] = await Promise.all([
      this.deps.bets.summary(caller.account.id, { from: startedAt }),
      this.deps.loginHistory.lastLoginBefore(caller.account.id, startedAt),
      this.deps.settings.load(),
    ]);
    const wagered = byType.reduce((sum, t) => sum + t.bet, 0n);
    const won = byType.reduce((sum, t) => sum + t.win, 0n);
    return ok({
      startedAt,
      now: this.deps.clock.now(),
      previousLoginAt,
      intervalSeconds: settings.realityCheck.intervalSeconds,
      wagered,
      won,
      net: won - wagered,
    });
  }
}
