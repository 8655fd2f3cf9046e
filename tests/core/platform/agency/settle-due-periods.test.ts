import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractTerms, Tier } from '../../../../core/domain/agency/contract-terms';
import { CADENCES, closedPeriods, periodContaining, type Cadence } from '../../../../core/domain/agency/settlement-periods';
import { fail, type Result } from '../../../../core/domain/kernel/result';
import { LEDGER_CODES } from '../../../../core/domain/wallet/ledger-codes';
import type { Contract, Settlement } from '../../../../core/platform/agency/ports';
import { SettleDuePeriods } from '../../../../core/platform/agency/settle-due-periods';
import { SettleContracts } from '../../../../core/platform/agency/settle-contracts';
import type { Ledger, PostedTransfer, TransferRequest } from '../../../../core/platform/wallet/ports';
import { WageringLock } from '../../../../core/platform/wallet/wagering-lock';
import { InMemoryAuditLog } from '../../../support/fakes/audit-log';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryLedger } from '../../../support/fakes/ledger';
import { InMemoryMessages } from '../../../support/fakes/messages';
import { ContractsInForce, FixedTeamFigures, InMemorySettlementBook } from '../../../support/fakes/settlements';
import { defaultSettings, InMemorySettings } from '../../../support/fakes/settings';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LOOK_BACK = 3;
const LONG_AGO = new Date(Date.UTC(2019, 0, 1));

const TIERS: Tier[] = [{ minValidBet: 0n, minLoss: 0n, minActive: 0, rateBp: 100 }];
/** One contract of each cadence, all paid by the platform: 1 % of 10,000 valid bet, of 20,000 team loss, or of 10,000 lost stake. */
const TERMS: Record<Cadence, ContractTerms> = {
  fiveMinutes: { kind: 'realtimeSalary', profitRateBp: 100, lossRateBp: 100, minBet: 0n },
  hourly: { kind: 'hourlySalary', tiers: TIERS },
  daily: { kind: 'dailySalary', tiers: TIERS },
  weekly: { kind: 'dividend', period: 'weekly', tiers: TIERS },
  semimonthly: { kind: 'dividend', period: 'semimonthly', tiers: TIERS },
  monthly: { kind: 'dividend', period: 'monthly', tiers: TIERS },
};
const AMOUNT: Record<Cadence, bigint> = { fiveMinutes: 100n, hourly: 100n, daily: 100n, weekly: 200n, semimonthly: 200n, monthly: 200n };

const contract = (id: number, holderId: number, issuerId: number | null, terms: ContractTerms): Contract => ({
  id,
  holderId,
  issuerId,
  terms,
  kind: terms.kind,
  state: 'active',
  terminationBy: null,
  createdAt: LONG_AGO,
  acceptedAt: LONG_AGO,
  endedAt: null,
});
/** Contract i + 1, held by agent 201 + i, has cadence CADENCES[i]. */
const ONE_OF_EACH = CADENCES.map((cadence, i) => contract(i + 1, 201 + i, null, TERMS[cadence]));
const cadenceOf = (row: Settlement): Cadence => CADENCES[row.contractId - 1]!;

type LedgerMode = 'up' | 'refusing' | 'crashBefore' | 'crashAfter';
const CRASH = 'process stopped';

/** The ledger as the payments see it: up, refusing every transfer, or taking the process down just before or just after the money moves. */
class FlakyLedger implements Pick<Ledger, 'transfer'> {
  mode: LedgerMode = 'up';

  constructor(readonly inner: InMemoryLedger) {}

  async transfer(request: TransferRequest): Promise<Result<PostedTransfer>> {
    if (this.mode === 'refusing') return fail('wallet.unknown_account');
    if (this.mode === 'crashBefore') throw new Error(CRASH);
    const result = await this.inner.transfer(request);
    if (this.mode === 'crashAfter') throw new Error(CRASH);
    return result;
  }
}

interface WorldOptions {
  readonly start?: number;
  readonly grace?: number;
  readonly zone?: string;
  readonly contracts?: Contract[];
}

async function world({ start = Date.UTC(2026, 0, 15, 12), grace = 60, zone = 'Asia/Karachi', contracts = ONE_OF_EACH }: WorldOptions = {}) {
  const clock = new FakeClock(start);
  const settings = new InMemorySettings(defaultSettings({ timezone: zone, agency: { activeMemberBet: 10_000, settleGraceSeconds: grace } }));
  const settlements = new InMemorySettlementBook(clock);
  const inner = new InMemoryLedger(() => clock.now());
  await inner.openAccount({ code: LEDGER_CODES.agentCommission, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
  for (const id of new Set(contracts.flatMap((c) => [c.holderId, ...(c.issuerId === null ? [] : [c.issuerId])]))) {
    await inner.openAccount({ code: LEDGER_CODES.memberMain(id), kind: 'member_main', ownerId: id, currency: 'PKR', allowNegative: false });
  }
  const ledger = new FlakyLedger(inner);
  const messages = new InMemoryMessages(clock);
  const audit = new InMemoryAuditLog(clock, { findById: async () => null });
  const figures = new FixedTeamFigures({ validBet: 10_000n, loss: 20_000n, activeMembers: 1 }, { lostStake: 10_000n, wonStake: 0n });
  const settle = new SettleContracts({
    contracts: new ContractsInForce(contracts),
    settlements,
    figures,
    ledger,
    settings,
    messages,
    clock,
    wagering: new WageringLock({ paid: async () => [] }),
  });
  const due = new SettleDuePeriods({ settle, settlements, settings, clock, audit });
  const balance = async (accountId: number) => (await inner.balances([LEDGER_CODES.memberMain(accountId)]))[0]!.balance;
  const keys = (cadence: Cadence) =>
    settlements
      .all()
      .filter((r) => cadenceOf(r) === cadence)
      .map((r) => r.periodKey);
  const auditSubjects = async () => (await audit.list({ kind: 'settlement.run', pageNo: 1, pageSize: 1_000 })).items.map((e) => [e.actor, e.subject]);
  return { clock, settings, settlements, ledger, inner, messages, audit, due, balance, keys, auditSubjects };
}

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
const graceSeconds = fc.integer({ min: 0, max: 3_600 });
const zone = fc.constantFrom('UTC', 'Asia/Karachi', 'America/New_York', 'Europe/London', 'Asia/Kolkata');
const cadence = fc.constantFrom(...CADENCES);

/** Each holder was paid exactly the sum of its settlement rows: nothing twice, nothing left out. */
async function expectEachRowPaidOnce(w: Awaited<ReturnType<typeof world>>) {
  const rows = w.settlements.all();
  for (const c of ONE_OF_EACH) {
    const own = rows.filter((r) => r.contractId === c.id);
    expect(own.every((r) => r.status === 'paid')).toBe(true);
    expect(await w.balance(c.holderId)).toBe(own.reduce((sum, r) => sum + r.amount, 0n));
  }
  expect(w.messages.announced.filter((m) => m.type === 'settlement_paid')).toHaveLength(rows.length);
  expect(await w.inner.audit()).toMatchObject({ ok: true, transfers: rows.length });
}

describe('SettleDuePeriods', () => {
  it('property: one run settles, for every cadence, the last three periods that closed at least the grace ago, oldest first, and pays each', async () => {
    await fc.assert(
      fc.asyncProperty(instant, graceSeconds, zone, async (now, grace, tz) => {
        const w = await world({ start: now, grace, zone: tz });
        const cutoff = now - grace * 1000;
        expect(await w.due.execute()).toBe(CADENCES.length * LOOK_BACK);
        for (const c of CADENCES) {
          const rows = w.settlements.all().filter((r) => cadenceOf(r) === c);
          expect(rows).toHaveLength(LOOK_BACK);
          rows.forEach((r, i) => {
            expect(r.to.getTime()).toBeLessThanOrEqual(cutoff);
            expect(r.amount).toBe(AMOUNT[c]);
            if (i > 0) expect(r.from).toEqual(rows[i - 1]!.to);
          });
          // The newest one is the last to have closed: the period after it has not, by the cut-off.
          expect(periodContaining(c, rows.at(-1)!.to, tz).to.getTime()).toBeGreaterThan(cutoff);
        }
        await expectEachRowPaidOnce(w);
        expect(await w.auditSubjects()).toHaveLength(CADENCES.length * LOOK_BACK);
      }),
      { numRuns: 15 },
    );
  });

  it('property: a period is not settled a millisecond before its grace has passed, and is settled once it has', async () => {
    await fc.assert(
      fc.asyncProperty(instant, graceSeconds, zone, cadence, async (at, grace, tz, c) => {
        const period = periodContaining(c, new Date(at), tz);
        const dueAt = period.to.getTime() + grace * 1000;
        const w = await world({ start: dueAt - 1, grace, zone: tz });
        await w.due.execute();
        expect(w.keys(c)).not.toContain(period.key);
        w.clock.set(dueAt);
        await w.due.execute();
        expect(w.keys(c)).toContain(period.key);
      }),
      { numRuns: 12 },
    );
  });

  it('property: over runs at any intervals, exactly the periods within some run’s look-back are settled, each once, never before its grace, and all paid once', async () => {
    const gap = fc.oneof(fc.integer({ min: 0, max: 10 * MINUTE }), fc.integer({ min: 0, max: 6 * HOUR }), fc.integer({ min: 0, max: 40 * DAY }));
    await fc.assert(
      fc.asyncProperty(instant, graceSeconds, zone, fc.array(gap, { minLength: 1, maxLength: 4 }), async (start, grace, tz, gaps) => {
        const w = await world({ start, grace, zone: tz });
        const expected = new Map<Cadence, Set<string>>(CADENCES.map((c) => [c, new Set()]));
        let answered = 0;
        for (const g of gaps) {
          w.clock.advance(g);
          const cutoff = new Date(w.clock.now().getTime() - grace * 1000);
          for (const c of CADENCES) for (const p of closedPeriods(c, cutoff, tz, LOOK_BACK)) expected.get(c)!.add(p.key);
          answered += await w.due.execute();
        }
        const rows = w.settlements.all();
        for (const c of CADENCES) {
          const own = rows.filter((r) => cadenceOf(r) === c);
          expect(new Set(own.map((r) => r.periodKey))).toEqual(expected.get(c));
          expect(own).toHaveLength(expected.get(c)!.size);
          // Settled in time order: never an older period after a newer one.
          own.forEach((r, i) => i > 0 && expect(r.from.getTime()).toBeGreaterThan(own[i - 1]!.from.getTime()));
        }
        for (const r of rows) expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(r.to.getTime() + grace * 1000);
        expect(answered).toBe(rows.length);
        await expectEachRowPaidOnce(w);
        // One audit entry per cadence and period a run settled, by the system.
        const subjects = await w.auditSubjects();
        expect(new Set(subjects.map(([, s]) => s)).size).toBe(rows.length);
        expect(subjects.every(([actor]) => actor === 'system')).toBe(true);
      }),
      { numRuns: 10 },
    );
  });

  it('property: payments a refusing ledger or a crash left open are made by a later run, and nothing is paid twice', async () => {
    const mode = fc.constantFrom<LedgerMode>('up', 'refusing', 'crashBefore', 'crashAfter');
    await fc.assert(
      fc.asyncProperty(
        instant,
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 20 * MINUTE }), mode }), { minLength: 1, maxLength: 5 }),
        async (start, runs) => {
          const w = await world({ start });
          for (const run of runs) {
            w.clock.advance(run.gap);
            w.ledger.mode = run.mode;
            await w.due.execute().catch((e: Error) => expect(e.message).toBe(CRASH));
          }
          w.ledger.mode = 'up';
          await w.due.execute();
          expect(w.settlements.all().length).toBeGreaterThan(0);
          await expectEachRowPaidOnce(w);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('with the default grace of a minute, the hour to 12:00 UTC is settled at 12:01:00, not at 12:00:59.999', async () => {
    const hourly = [contract(2, 202, null, TERMS.hourly)];
    const w = await world({ start: Date.UTC(2026, 0, 15, 12, 0, 59, 999), contracts: hourly });
    expect((await w.settings.load()).agency.settleGraceSeconds).toBe(60);
    expect(await w.due.execute()).toBe(3);
    expect(w.keys('hourly')).toEqual(['2026-01-15T08:00', '2026-01-15T09:00', '2026-01-15T10:00']);
    w.clock.advance(1);
    expect(await w.due.execute()).toBe(1);
    expect(w.keys('hourly').at(-1)).toBe('2026-01-15T11:00');
  });

  it('after a process was down longer than the look-back, only the last three periods are caught up', async () => {
    const hourly = [contract(2, 202, null, TERMS.hourly)];
    const w = await world({ start: Date.UTC(2026, 0, 15, 10, 5), contracts: hourly });
    await w.due.execute();
    w.clock.set(Date.UTC(2026, 0, 15, 17, 5));
    expect(await w.due.execute()).toBe(3);
    expect(w.keys('hourly').map((k) => k.slice(11))).toEqual(['07:00', '08:00', '09:00', '14:00', '15:00', '16:00']);
  });

  it('a run that finds everything settled answers 0 and writes nothing to the audit log', async () => {
    const w = await world();
    expect(await w.due.execute()).toBe(CADENCES.length * LOOK_BACK);
    const audited = (await w.auditSubjects()).length;
    expect(await w.due.execute()).toBe(0);
    expect(await w.auditSubjects()).toHaveLength(audited);
    await expectEachRowPaidOnce(w);
  });

  it('a crash after the money moved but before the row was marked: the next run marks it paid without paying again', async () => {
    const hourly = [contract(2, 202, null, TERMS.hourly)];
    const w = await world({ contracts: hourly });
    w.ledger.mode = 'crashAfter';
    await expect(w.due.execute()).rejects.toThrow(CRASH);
    expect(w.settlements.all().map((r) => r.status)).toEqual(['pending']);
    expect(await w.balance(202)).toBe(100n);
    w.ledger.mode = 'up';
    await w.due.execute();
    expect(w.settlements.all().map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await w.balance(202)).toBe(300n);
  });

  it('a payment the issuing agent cannot cover stays due for the agent to pay: later runs do not retry it', async () => {
    const downline = [contract(7, 301, 300, TERMS.hourly)];
    const w = await world({ contracts: downline });
    await w.due.execute();
    expect(w.settlements.all().map((r) => r.status)).toEqual(['due', 'due', 'due']);
    expect(w.messages.announced.filter((m) => m.type === 'settlement_due').map((m) => m.accountId)).toEqual([300, 300, 300]);
    await w.inner.transfer({
      key: 'fund-agent',
      debit: LEDGER_CODES.agentCommission,
      credit: LEDGER_CODES.memberMain(300),
      amount: 10_000n,
      kind: 'adjustment',
    });
    w.clock.advance(MINUTE);
    await w.due.execute();
    // The hour that closed since is paid from the funded wallet; the three due ones wait for the agent.
    expect(w.settlements.all().map((r) => r.status)).toEqual(['due', 'due', 'due', 'paid']);
    expect(await w.balance(301)).toBe(100n);
    expect(await w.settlements.unpaid(true)).toHaveLength(3);
  });
});
