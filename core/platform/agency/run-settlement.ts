import type { ContractKind } from '../../domain/agency/contract-terms';
import { closedPeriods, periodContaining, type Cadence } from '../../domain/agency/settlement-periods';
import { fail, type Result } from '../../domain/kernel/result';
import type { Clock } from '../../domain/kernel/ports';
import type { Principal } from '../access/authenticate';
import type { AuditTrail } from '../audit/ports';
import type { SettingsRepository } from '../system/ports';
import type { SettleContracts, SettlementRun } from './settle-contracts';
import { settlementRunEvent } from './settlement-audit';

/**
 * Support runs or previews one period's settlement (`portal settle run`): the period holding `at`,
 * or the last closed one. A period that has not ended yet can only be previewed. A run (not a
 * preview) goes into the audit log, whatever it found left to settle.
 */
export class RunSettlement {
  constructor(private readonly deps: { settle: SettleContracts; settings: SettingsRepository; clock: Clock; audit: AuditTrail }) {}

  /** `kind` narrows the run to one kind of that cadence (a daily run holds daily salaries and daily dividends). */
  async execute(caller: Principal, cadence: Cadence, at: Date | null, dryRun: boolean, kind?: ContractKind): Promise<Result<SettlementRun>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const zone = (await this.deps.settings.load()).timezone;
    const now = this.deps.clock.now();
    const period = at ? periodContaining(cadence, at, zone) : closedPeriods(cadence, now, zone, 1)[0]!;
    if (!dryRun && period.to > now) return fail('agency.period_not_closed', { params: { period: period.key } });
    const run = await this.deps.settle.execute(cadence, period, dryRun, kind ? [kind] : undefined);
    if (run.ok && !dryRun) await this.deps.audit.record(settlementRunEvent({ accountId: caller.account.id }, run.value, kind ?? null));
    return run;
  }
}
