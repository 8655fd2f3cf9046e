import type { RealtimeFigures } from '../../domain/agency/contract-pay';
import type { ContractKind, RealtimeTerms, TeamFigures } from '../../domain/agency/contract-terms';
import { cadenceOf, type Cadence, type SettlementPeriod } from '../../domain/agency/settlement-periods';
import { planSettlement, type PlannedPayment } from '../../domain/agency/settlement-plan';
import { ok, type Failure, type Result } from '../../domain/kernel/result';
import type { Clock } from '../../domain/kernel/ports';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';
import type { WageringLock } from '../wallet/wagering-lock';
import type { Contract, ContractBook, Settlement, SettlementBook, TeamFigureSource } from './ports';

export const SETTLED_KINDS: readonly ContractKind[] = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'];

export interface SettlementLine {
  readonly planned: PlannedPayment<Contract>;
  readonly figures: Readonly<Record<string, string>>;
  /** The stored row, null in a dry run and when this period was settled before (nothing more is paid). */
  readonly settlement: Settlement | null;
  readonly outcome: 'preview' | 'settled_before' | Settlement['status'];
}

export interface SettlementRun {
  readonly cadence: Cadence;
  readonly period: SettlementPeriod;
  readonly lines: readonly SettlementLine[];
}

export interface SettleDeps {
  readonly contracts: Pick<ContractBook, 'inForceAt'>;
  readonly settlements: SettlementBook;
  readonly figures: TeamFigureSource;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly settings: SettingsRepository;
  readonly messages: Pick<MessageRepository, 'add'>;
  readonly clock: Clock;
  readonly wagering: Pick<WageringLock, 'check'>;
}

const text = (figures: TeamFigures | RealtimeFigures): Record<string, string> => Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, String(v)]));

/** The ledger side that pays a settlement: the issuing agent's wallet, or the platform's commission account. */
export const payerOf = (s: Pick<Settlement, 'issuerId'>): string => (s.issuerId === null ? LEDGER_CODES.agentCommission : LEDGER_CODES.memberMain(s.issuerId));

/**
 * Settles one period of one cadence: every contract in force at its end gets one row, unique per
 * contract and period, written before the money moves; the transfer is keyed by that row, so
 * re-runs, restarts and other processes pay nothing twice. A downline payment the issuing agent's
 * wallet cannot cover, or that its wagering lock holds back, stays 'due'.
 */
export class SettleContracts {
  constructor(private readonly deps: SettleDeps) {}

  async execute(cadence: Cadence, period: SettlementPeriod, dryRun: boolean, kinds: readonly ContractKind[] = SETTLED_KINDS): Promise<Result<SettlementRun>> {
    const settings = await this.deps.settings.load();
    const contracts = (await this.deps.contracts.inForceAt(kinds, period.to)).filter((c) => cadenceOf(c.terms) === cadence);
    if (contracts.length === 0) return ok({ cadence, period, lines: [] });
    await this.deps.figures.catchUp(period.to);
    const realtime = contracts.filter((c) => c.terms.kind === 'realtimeSalary');
    const tiered = contracts.filter((c) => c.terms.kind !== 'realtimeSalary');
    const [teamFigures, realtimeFigures] = await Promise.all([
      tiered.length
        ? this.deps.figures.tiered(
            tiered.map((c) => c.holderId),
            period.from,
            period.to,
            BigInt(settings.agency.activeMemberBet),
          )
        : new Map<number, TeamFigures>(),
      realtime.length
        ? this.deps.figures.realtime(
            realtime.map((c) => ({ holderId: c.holderId, minBet: (c.terms as RealtimeTerms).minBet })),
            period.from,
            period.to,
          )
        : new Map<number, RealtimeFigures>(),
    ]);
    const figuresOf = (c: Contract): TeamFigures | RealtimeFigures =>
      c.terms.kind === 'realtimeSalary'
        ? (realtimeFigures.get(c.holderId) ?? { lostStake: 0n, wonStake: 0n })
        : (teamFigures.get(c.holderId) ?? { validBet: 0n, loss: 0n, activeMembers: 0 });
    const plan = planSettlement(contracts, figuresOf);
    const lines: SettlementLine[] = [];
    for (const planned of plan) {
      const figures = text(figuresOf(planned.contract));
      if (dryRun) {
        lines.push({ planned, figures, settlement: null, outcome: 'preview' });
        continue;
      }
      const c = planned.contract;
      const settlement = await this.deps.settlements.record({
        contractId: c.id,
        kind: c.kind,
        holderId: c.holderId,
        issuerId: c.issuerId,
        periodKey: period.key,
        from: period.from,
        to: period.to,
        figures,
        tier: planned.pay.tier,
        rateBp: planned.pay.rateBp,
        base: planned.pay.base,
        amount: planned.pay.amount,
      });
      const paid = settlement ? (await this.pay(settlement)).settlement : null;
      lines.push({ planned, figures, settlement: paid, outcome: paid?.status ?? 'settled_before' });
    }
    return ok({ cadence, period, lines });
  }

  /**
   * Pays a recorded settlement once (the transfer is keyed by its row); a short or locked agent
   * wallet leaves it 'due', and `refusal` says why. `marked` tells whether this call made the
   * change, when several race.
   */
  async pay(settlement: Settlement): Promise<{ settlement: Settlement; marked: boolean; refusal?: Failure }> {
    if (settlement.status !== 'pending' && settlement.status !== 'due') return { settlement, marked: false };
    const key = `settle:${settlement.id}`;
    const unlocked = settlement.issuerId === null ? ok(null) : await this.deps.wagering.check(settlement.issuerId);
    const paid = unlocked.ok
      ? await this.deps.ledger.transfer({
          key,
          debit: payerOf(settlement),
          credit: LEDGER_CODES.memberMain(settlement.holderId),
          amount: settlement.amount,
          kind: 'commission',
          reference: key,
        })
      : unlocked;
    const at = this.deps.clock.now();
    if (!paid.ok) {
      if (paid.error.code !== 'wallet.insufficient_funds' && paid.error.code !== 'wallet.turnover_not_met')
        return { settlement, marked: false, refusal: paid.error };
      const marked = settlement.status === 'pending' && (await this.deps.settlements.mark(settlement.id, 'due', at));
      if (marked && settlement.issuerId !== null)
        await this.deps.messages.add(settlement.issuerId, 'settlement_due', {
          kind: settlement.kind,
          period: settlement.periodKey,
          amount: settlement.amount.toString(),
        });
      return { settlement: { ...settlement, status: 'due' }, marked, refusal: paid.error };
    }
    const marked = await this.deps.settlements.mark(settlement.id, 'paid', at);
    if (marked)
      await this.deps.messages.add(settlement.holderId, 'settlement_paid', {
        kind: settlement.kind,
        period: settlement.periodKey,
        amount: settlement.amount.toString(),
      });
    return { settlement: { ...settlement, status: 'paid', paidAt: at }, marked };
  }
}
