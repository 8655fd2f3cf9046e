import type { RealtimeFigures } from '../../../core/domain/agency/contract-pay';
import type { ContractKind, TeamFigures } from '../../../core/domain/agency/contract-terms';
import type { Clock } from '../../../core/domain/kernel/ports';
import type {
  Contract,
  ContractBook,
  NamedSettlement,
  NewSettlement,
  Settlement,
  SettlementBook,
  SettlementQuery,
  TeamFigureSource,
} from '../../../core/platform/agency/ports';

/**
 * Settlements in an array, with the table's rules: one row per contract and period (a second
 * record answers null), 'pending' or 'nothing' for a zero amount, `mark` only from an open
 * status, `unpaid` in id order. `createdAt` is the clock's time when the row was recorded.
 */
export class InMemorySettlementBook implements SettlementBook {
  private readonly rows: Settlement[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly nameOf: (accountId: number) => string = (id) => `account${id}`,
  ) {}

  /** Every row, in the order they were recorded, for assertions. */
  all(): readonly Settlement[] {
    return [...this.rows];
  }

  async record(s: NewSettlement): Promise<Settlement | null> {
    if (this.rows.some((r) => r.contractId === s.contractId && r.periodKey === s.periodKey)) return null;
    const row: Settlement = {
      ...s,
      figures: { ...s.figures },
      id: this.rows.length + 1,
      status: s.amount > 0n ? 'pending' : 'nothing',
      createdAt: this.clock.now(),
      paidAt: null,
    };
    this.rows.push(row);
    return row;
  }

  async find(id: number): Promise<NamedSettlement | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? this.named(row) : null;
  }

  async unpaid(withDue: boolean): Promise<Settlement[]> {
    return this.rows.filter((r) => r.status === 'pending' || (withDue && r.status === 'due')).slice(0, 500);
  }

  async mark(id: number, status: 'paid' | 'due', at: Date): Promise<boolean> {
    const index = this.rows.findIndex((r) => r.id === id);
    const row = this.rows[index];
    if (!row || !(row.status === 'pending' || (status === 'paid' && row.status === 'due'))) return false;
    this.rows[index] = { ...row, status, paidAt: status === 'paid' ? at : row.paidAt };
    return true;
  }

  async list(q: SettlementQuery): Promise<{ items: NamedSettlement[]; total: number; amount: bigint }> {
    const matching = this.rows
      .filter((r) => (q.side === 'holder' ? r.holderId : r.issuerId) === q.accountId && q.kinds.includes(r.kind) && r.from >= q.from && r.from < q.to)
      .sort((a, b) => b.from.getTime() - a.from.getTime() || b.id - a.id);
    return {
      items: matching.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map((r) => this.named(r)),
      total: matching.length,
      amount: matching.reduce((sum, r) => sum + r.amount, 0n),
    };
  }

  private named(row: Settlement): NamedSettlement {
    return { ...row, holder: this.nameOf(row.holderId), issuer: row.issuerId === null ? null : this.nameOf(row.issuerId) };
  }
}

/** The contracts in force at a period's end, as ContractBook.inForceAt reads them: accepted before it, not ended before it. */
export class ContractsInForce implements Pick<ContractBook, 'inForceAt'> {
  constructor(readonly contracts: Contract[] = []) {}

  async inForceAt(kinds: readonly ContractKind[], to: Date): Promise<Contract[]> {
    return this.contracts
      .filter((c) => kinds.includes(c.kind) && c.acceptedAt !== null && c.acceptedAt < to && (c.endedAt === null || c.endedAt >= to))
      .sort((a, b) => a.id - b.id);
  }
}

/** Every holder's team shows the same figures in every period; `caughtUp` keeps each catchUp's instant. */
export class FixedTeamFigures implements TeamFigureSource {
  readonly caughtUp: Date[] = [];

  constructor(
    private readonly team: TeamFigures = { validBet: 0n, loss: 0n, activeMembers: 0 },
    private readonly rounds: RealtimeFigures = { lostStake: 0n, wonStake: 0n },
  ) {}

  async catchUp(until: Date): Promise<void> {
    this.caughtUp.push(until);
  }

  async tiered(holderIds: readonly number[]): Promise<ReadonlyMap<number, TeamFigures>> {
    return new Map(holderIds.map((id) => [id, this.team]));
  }

  async realtime(holders: readonly { holderId: number }[]): Promise<ReadonlyMap<number, RealtimeFigures>> {
    return new Map(holders.map((h) => [h.holderId, this.rounds]));
  }
}
