import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vipLevelOf, type VipLevel } from '../../../../core/domain/engagement/vip';
import { EvaluateVip, SweepVipLevels, type VipStatus } from '../../../../core/platform/engagement/vip-status';
import { InMemoryAccounts } from '../../../support/fakes/accounts';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryPlayTotals, InMemoryVipRecords } from '../../../support/fakes/loyalty';
import { InMemoryMessages } from '../../../support/fakes/messages';
import { defaultSettings, InMemorySettings } from '../../../support/fakes/settings';

const LOOK_BACK = 60_000;
const LEVELS: VipLevel[] = [
  { level: 0, name: 'Member', validBet: 0, deposit: 0 },
  { level: 1, name: 'Bronze', validBet: 100, deposit: 50 },
  { level: 2, name: 'Silver', validBet: 1_000, deposit: 500 },
  { level: 3, name: 'Gold', validBet: 10_000, deposit: 5_000 },
];
const MEMBERS = [101, 102, 103, 104, 105];

/** EvaluateVip over the fakes, noting whom it evaluated; `during` runs inside an evaluation (as time passes mid-sweep). */
class RecordingEvaluateVip extends EvaluateVip {
  readonly evaluated: number[] = [];
  during: ((accountId: number) => void) | null = null;

  override async execute(accountId: number): Promise<VipStatus> {
    this.evaluated.push(accountId);
    this.during?.(accountId);
    return super.execute(accountId);
  }
}

function setup(start = Date.UTC(2026, 0, 15, 12), lookBack = LOOK_BACK) {
  const clock = new FakeClock(start);
  const totals = new InMemoryPlayTotals();
  const vip = new InMemoryVipRecords();
  const messages = new InMemoryMessages(clock);
  const settings = new InMemorySettings(defaultSettings({ vip: { levels: LEVELS } }));
  const evaluate = new RecordingEvaluateVip({ accounts: new InMemoryAccounts(clock), totals, vip, settings, messages });
  const sweep = new SweepVipLevels({ totals, evaluate, clock }, lookBack);
  return { clock, totals, vip, messages, evaluate, sweep };
}

/** What a member does between sweeps: play a round or have a deposit approved, some milliseconds apart. */
const activity = fc.record({
  member: fc.constantFrom(...MEMBERS),
  kind: fc.constantFrom('round' as const, 'deposit' as const),
  amount: fc.bigInt({ min: 0n, max: 6_000n }),
  after: fc.integer({ min: 0, max: 30_000 }),
});
/** Writes each activity as it happens, the clock moving on between them. */
function play(
  clock: FakeClock,
  totals: InMemoryPlayTotals,
  activities: readonly { member: number; kind: 'round' | 'deposit'; amount: bigint; after: number }[],
): void {
  for (const a of activities) {
    clock.advance(a.after);
    if (a.kind === 'round') totals.round(a.member, clock.now(), a.amount);
    else totals.deposit(a.member, clock.now(), a.amount);
  }
}

/** Between two sweeps: some activity, then more time passing before the sweep starts. */
const interval = fc.record({ activities: fc.array(activity, { maxLength: 4 }), idle: fc.integer({ min: 0, max: 90_000 }) });

describe('SweepVipLevels', () => {
  it('property: the first sweep reads from the look-back before the sweep was set up, however late it runs; each later one from the instant the previous one started', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.array(fc.integer({ min: 0, max: 600_000 }), { minLength: 1, maxLength: 6 }),
        async (lookBack, firstDelay, gaps) => {
          const { clock, totals, sweep } = setup(Date.UTC(2026, 0, 15, 12), lookBack);
          const created = clock.now().getTime();
          clock.advance(firstDelay);
          const starts: number[] = [];
          for (const gap of gaps) {
            starts.push(clock.now().getTime());
            await sweep.execute();
            clock.advance(gap);
          }
          expect(totals.asked.map((d) => d.getTime())).toEqual([created - lookBack, ...starts.slice(0, -1)]);
        },
      ),
    );
  });

  it('property: a sweep re-evaluates exactly the members active at or after its window’s start, once each, and answers how many', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ member: fc.constantFrom(...MEMBERS), ago: fc.integer({ min: 0, max: 2 * LOOK_BACK }) }), { maxLength: 10 }),
        async (acts) => {
          const { clock, totals, evaluate, sweep } = setup();
          const now = clock.now().getTime();
          for (const a of acts) totals.round(a.member, new Date(now - a.ago), 10n);
          const expected = new Set(acts.filter((a) => a.ago <= LOOK_BACK).map((a) => a.member));
          expect(await sweep.execute()).toBe(expected.size);
          expect([...evaluate.evaluated].sort()).toEqual([...expected].sort());
        },
      ),
    );
  });

  it('property: over any run of sweeps, every member who acted (even while a sweep ran) is re-evaluated by the next sweep, and only members who acted since the previous sweep began', async () => {
    /** Someone plays while the sweep is evaluating: `before` ms into the evaluation, the sweep ending `after` ms later. */
    const midRun = fc.option(
      fc.record({ member: fc.constantFrom(...MEMBERS), before: fc.integer({ min: 0, max: 5_000 }), after: fc.integer({ min: 0, max: 5_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(interval, midRun), { minLength: 1, maxLength: 6 }), async (intervals) => {
        const { clock, totals, evaluate, sweep } = setup();
        let previousStart = clock.now().getTime() - LOOK_BACK;
        let actedDuringSweep: number[] = [];
        for (const [{ activities, idle }, during] of intervals) {
          const acted = new Set(actedDuringSweep);
          play(clock, totals, activities);
          for (const a of activities) acted.add(a.member);
          clock.advance(idle);
          const expected = new Set(await totals.activeSince(new Date(previousStart)));
          evaluate.evaluated.length = 0;
          evaluate.during =
            during &&
            (() => {
              evaluate.during = null;
              clock.advance(during.before);
              totals.round(during.member, clock.now(), 1n);
              clock.advance(during.after);
            });
          const start = clock.now().getTime();
          await sweep.execute();
          expect(new Set(evaluate.evaluated)).toEqual(expected);
          for (const member of acted) expect(evaluate.evaluated).toContain(member);
          actedDuringSweep = during && evaluate.during === null ? [during.member] : [];
          evaluate.during = null;
          previousStart = start;
        }
      }),
    );
  });

  it('property: a sweep raises each re-evaluated member to the level the totals reach, never lowers one, and announces each rise once', async () => {
    const recorded = fc.dictionary(fc.constantFrom(...MEMBERS.map(String)), fc.integer({ min: 1, max: 3 }));
    await fc.assert(
      fc.asyncProperty(recorded, fc.array(interval, { minLength: 1, maxLength: 5 }), async (initial, intervals) => {
        const { clock, totals, vip, messages, sweep } = setup();
        for (const [member, level] of Object.entries(initial)) await vip.raise(Number(member), level);
        const announced = () => messages.announced.filter((m) => m.type === 'vip_upgraded').map((m) => m.accountId);
        for (const { activities, idle } of intervals) {
          play(clock, totals, activities);
          clock.advance(idle);
          const before = new Map(await Promise.all(MEMBERS.map(async (m) => [m, await vip.level(m)] as const)));
          const announcedBefore = announced().length;
          const active = new Set(await totals.activeSince(new Date(0)));
          await sweep.execute();
          const risen: number[] = [];
          for (const m of MEMBERS) {
            const reached = vipLevelOf(LEVELS, await totals.totals(m));
            const expected = active.has(m) ? Math.max(before.get(m)!, reached) : before.get(m)!;
            expect(await vip.level(m)).toBe(expected);
            if (expected > before.get(m)!) risen.push(m);
          }
          expect(announced().slice(announcedBefore).sort()).toEqual(risen.sort());
        }
      }),
    );
  });

  it('a member whose last activity is older than the look-back is left alone', async () => {
    const { clock, totals, vip, evaluate, sweep } = setup();
    totals.deposit(101, new Date(clock.now().getTime() - LOOK_BACK - 1), 5_000n);
    totals.round(101, new Date(clock.now().getTime() - LOOK_BACK - 1), 10_000n);
    totals.round(102, new Date(clock.now().getTime() - LOOK_BACK), 100n);
    totals.deposit(102, new Date(clock.now().getTime() - LOOK_BACK), 50n);
    expect(await sweep.execute()).toBe(1);
    expect(evaluate.evaluated).toEqual([102]);
    expect(await vip.level(101)).toBe(0);
    expect(await vip.level(102)).toBe(1);
  });

  it('activity that lands while a sweep is running is picked up by the next sweep', async () => {
    const { clock, totals, vip, evaluate, sweep } = setup();
    totals.round(101, clock.now(), 1n);
    evaluate.during = () => {
      // Time passes during the sweep; member 102 plays after the sweep read who was active, before it ends.
      clock.advance(5_000);
      totals.round(102, clock.now(), 100n);
      totals.deposit(102, clock.now(), 50n);
      clock.advance(5_000);
      evaluate.during = null;
    };
    expect(await sweep.execute()).toBe(1);
    expect(evaluate.evaluated).toEqual([101]);
    clock.advance(10_000);
    evaluate.evaluated.length = 0;
    await sweep.execute();
    expect(evaluate.evaluated).toContain(102);
    expect(await vip.level(102)).toBe(1);
  });

  it('a sweep that fails part-way moves its window on by nothing, so the next sweep looks at the same members again', async () => {
    const { clock, totals, vip, evaluate, sweep } = setup();
    const window = clock.now().getTime() - LOOK_BACK;
    totals.round(101, clock.now(), 100n);
    totals.deposit(101, clock.now(), 50n);
    totals.round(102, clock.now(), 1_000n);
    totals.deposit(102, clock.now(), 500n);
    evaluate.during = () => {
      evaluate.during = null;
      throw new Error('database went away');
    };
    await expect(sweep.execute()).rejects.toThrow('database went away');
    clock.advance(10_000);
    expect(await sweep.execute()).toBe(2);
    expect(totals.asked.map((d) => d.getTime())).toEqual([window, window]);
    expect([await vip.level(101), await vip.level(102)]).toEqual([1, 2]);
  });
});
