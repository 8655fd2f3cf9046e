import { describe, expect, it } from 'vitest';
import type { GameTypeTotals } from '../../../../core/platform/play/ports';
import { GetSessionSummary } from '../../../../core/platform/protection/get-session-summary';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';

const totals = (gameType: string, bet: bigint, win: bigint): GameTypeTotals => ({ gameType, count: 1, bet, validBet: bet, win, profit: win - bet });

async function setup(byType: GameTypeTotals[]) {
  const world = accessWorld({ realityCheck: { intervalSeconds: 900 } });
  const asked: { accountId: number; from?: Date }[] = [];
  const bets = { summary: async (accountId: number, period: { from?: Date }) => (asked.push({ accountId, ...period }), byType) };
  return { world, asked, summary: new GetSessionSummary({ ...world, bets }) };
}

describe('GetSessionSummary', () => {
  it('adds up every game type staked and won since the session began, with the interval and the previous login', async () => {
    const { world, asked, summary } = await setup([totals('RNG', 3_000n, 1_200n), totals('LIVE', 500n, 900n)]);
    const alice = await addAccount(world, 'alice', 'alice123');
    const earlier = world.clock.now();
    await world.loginHistory.record(alice.id, { at: earlier, ip: '192.0.2.1', userAgent: '', success: true, method: 'password', factor: null });
    world.clock.advance(86_400_000);
    const principal = await principalOf(world, alice);
    world.clock.advance(60_000);
    expect(await summary.execute(principal)).toEqual({
      ok: true,
      value: {
        startedAt: principal.session.createdAt,
        now: world.clock.now(),
        previousLoginAt: earlier,
        intervalSeconds: 900,
        wagered: 3_500n,
        won: 2_100n,
        net: -1_400n,
      },
    });
    expect(asked).toEqual([{ accountId: alice.id, from: principal.session.createdAt }]);
  });

  it('a first login has no previous one and nothing staked yet', async () => {
    const { world, summary } = await setup([]);
    const principal = await principalOf(world, await addAccount(world, 'bob', 'bob12345'));
    expect(await summary.execute(principal)).toMatchObject({ ok: true, value: { previousLoginAt: null, wagered: 0n, won: 0n, net: 0n } });
  });

  it('belongs to members and agents: trial accounts and staff are refused', async () => {
    const { world, summary } = await setup([]);
    const settings = await world.settings.load();
    const trial = await principalOf(world, await addAccount(world, 'trial1', 'trial123', { type: settings.trialType }));
    const staff = await principalOf(world, await addAccount(world, 'staff1', 'staff123', { type: settings.staffType }));
    expect(await summary.execute(trial)).toEqual({ ok: false, error: { code: 'access.need_true_account' } });
    expect(await summary.execute(staff)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
  });
});
