import type { ContractKind } from '../../domain/agency/contract-terms';
import type { AuditActor, AuditEvent } from '../audit/ports';
import type { SettlementRun } from './settle-contracts';

/** A settlement run as the audit log keeps it: the period, how many contracts it settled now, and what it paid. */
export function settlementRunEvent(actor: AuditActor, run: SettlementRun, kind: ContractKind | null): AuditEvent {
  const settled = run.lines.filter((l) => l.settlement !== null);
  const paid = settled.filter((l) => l.outcome === 'paid').reduce((sum, l) => sum + l.planned.pay.amount, 0n);
  return {
    actor,
    kind: 'settlement.run',
    subject: `settlement:${run.cadence}:${run.period.key}`,
    detail: {
      cadence: run.cadence,
      contractKind: kind,
      period: run.period.key,
      from: run.period.from.toISOString(),
      to: run.period.to.toISOString(),
      contracts: run.lines.length,
      settled: settled.length,
      due: settled.filter((l) => l.outcome === 'due').length,
      paid: paid.toString(),
    },
  };
}
