import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestChange, NO_LIMIT } from '../../../../core/domain/protection/cooling-off';
import { limitWindow } from '../../../../core/domain/protection/limits';
import { changeProtection } from '../../../../core/platform/protection/change-protection';
import { ProtectionGuard } from '../../../../core/platform/protection/guard';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryProtection } from '../../../support/fakes/protection';
import { InMemorySessions } from '../../../support/fakes/sessions';
import { defaultSettings, InMemorySettings } from '../../../support/fakes/settings';

const ACCOUNT = 7;
const HOUR = 3_600_000;

type Command = { kind: 'bet'; amount: bigint } | { kind: 'parallel'; amounts: bigint[] } | { kind: 'win'; amount: bigint } | { kind: 'wait'; ms: number };
const amount = fc.bigInt({ min: 1n, max: 400n });
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: amount.map((a) => ({ kind: 'bet' as const, amount: a })), weight: 4 },
  { arbitrary: fc.array(amount, { minLength: 2, maxLength: 8 }).map((amounts) => ({ kind: 'parallel' as const, amounts })), weight: 2 },
  { arbitrary: fc.bigInt({ min: 1n, max: 600n }).map((a) => ({ kind: 'win' as const, amount: a })), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 30 * HOUR }).map((ms) => ({ kind: 'wait' as const, ms })), weight: 1 },
);

async function world(wager: bigint, loss: bigint) {
  const clock = new FakeClock(Date.UTC(2026, 0, 18, 17, 30));
  const settings = new InMemorySettings(defaultSettings({ timezone: 'Asia/Karachi' }));
  const protection = new InMemoryProtection();
  await changeProtection({ protection, sessions: new InMemorySessions(), settings, clock }, ACCOUNT, { accountId: ACCOUNT }, (record, now) => ({
    ...record,
    limits: { 'wager:day': requestChange(NO_LIMIT, wager, now), 'loss:week': requestChange(NO_LIMIT, loss, now) },
  }));
  return { clock, guard: new ProtectionGuard({ protection, settings, clock }) };
}

describe('limits on the money path', () => {
  it('property: no sequence of bets, parallel bets and wins takes the day wager or the week loss past its limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 100n, max: 2_000n }),
        fc.bigInt({ min: 100n, max: 1_500n }),
        fc.array(command, { maxLength: 30 }),
        async (wager, loss, commands) => {
          const { clock, guard } = await world(wager, loss);
          const staked: { at: Date; amount: bigint }[] = [];
          const returned: { at: Date; amount: bigint }[] = [];
          const bet = async (a: bigint) => {
            const admitted = await guard.admitStake(ACCOUNT, a);
            if (admitted.ok) staked.push({ at: clock.now(), amount: a });
            else expect(['protection.wager_limit', 'protection.loss_limit']).toContain(admitted.error.code);
          };
          for (const c of commands) {
            if (c.kind === 'bet') await bet(c.amount);
            if (c.kind === 'parallel') await Promise.all(c.amounts.map(bet));
            if (c.kind === 'win') {
              await (c.amount % 2n === 0n ? guard.countReturn(ACCOUNT, c.amount) : guard.countReturns(new Map([[ACCOUNT, c.amount]])));
              returned.push({ at: clock.now(), amount: c.amount });
            }
            if (c.kind === 'wait') clock.advance(c.ms);
            const day = limitWindow('day', clock.now(), 'Asia/Karachi');
            const week = limitWindow('week', clock.now(), 'Asia/Karachi');
            const sum = (rows: typeof staked, w: typeof day) => rows.filter((r) => r.at >= w.from && r.at < w.to).reduce((s, r) => s + r.amount, 0n);
            expect(sum(staked, day)).toBeLessThanOrEqual(wager);
            expect(sum(staked, week) - sum(returned, week)).toBeLessThanOrEqual(loss);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a released stake no longer counts; members without limits are not counted', async () => {
    const { guard } = await world(500n, 10_000n);
    const admitted = await guard.admitStake(ACCOUNT, 500n);
    expect(admitted.ok).toBe(true);
    expect((await guard.admitStake(ACCOUNT, 1n)).ok).toBe(false);
    await guard.release(ACCOUNT, admitted.ok ? admitted.value : [], 500n);
    expect((await guard.admitStake(ACCOUNT, 500n)).ok).toBe(true);
    expect(await guard.admitStake(ACCOUNT + 1, 10n ** 12n)).toEqual({ ok: true, value: [] });
  });
});
