import { CADENCES, closedPeriods, nextSettlementAt } from '../../domain/agency/settlement-periods';
import type { Clock } from '../../domain/kernel/ports';
import type { AuditTrail } from '../audit/ports';
import type { SettingsRepository } from '../system/ports';
import type { SettlementBook } from './ports';
import type { SettleContracts } from './settle-contracts';
import { settlementRunEvent } from './settlement-audit';

/** How many closed periods back each run looks, so a process that was down catches up. */
const LOOK_BACK = 3;

/**
 * Run by every server process when a period closes (see nextDueAt): settles the periods that
 * closed at least the grace before now (rounds still being written at the edge land first), then
 * finishes payments a crash left pending. The unique settlement rows make every process and every
 * re-run pay once; a run that settled something goes into the audit log as the system's.
 */
export class SettleDuePeriods {
  constructor(
    private readonly deps: {
      settle: SettleContracts;
      settlements: Pick<SettlementBook, 'unpaid'>;
      settings: SettingsRepository;
      clock: Clock;
      audit: AuditTrail;
    },
  ) {}

  async execute(): Promise<number> {
    const settings = await this.deps.settings.load();
    const cutoff = new Date(this.deps.clock.now().getTime() - settings.agency.settleGraceSeconds * 1000);
    let settled = 0;
    for (const cadence of CADENCES) {
      for (const period of closedPeriods(cadence, cutoff, settings.timezone, LOOK_BACK).reverse()) {
        const run = await this.deps.settle.execute(cadence, period, false);
        const newly = run.ok ? run.value.lines.filter((l) => l.settlement).length : 0;
        if (run.ok && newly > 0) await this.deps.audit.record(settlementRunEvent('system', run.value, null));
        settled += newly;
      }
    }
    for (const pending of await this.deps.settlements.unpaid(false)) await this.deps.settle.pay(pending);
    return settled;
  }

  /** When the job next has work: the next close of a period of any cadence, plus the grace. */
  async nextDueAt(): Promise<Date> {
    const settings = await this.deps.settings.load();
    return nextSettlementAt(CADENCES, this.deps.clock.now(), settings.timezone, settings.agency.settleGraceSeconds * 1000);
  }
}
