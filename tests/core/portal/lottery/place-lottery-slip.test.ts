import { describe, expect, it } from 'vitest';
import { PlaceLotterySlip } from '../../../../core/portal/lottery/place-lottery-slip';
import { slipTotals } from '../../../../core/portal/lottery/slip-figures';
import { InMemoryLottery, VN_GAME } from '../../../support/fakes/portal-lottery-gateway';

describe('PlaceLotterySlip', () => {
  it("checks every line by the game's rules before the server sees the slip, and names the open draw", async () => {
    const gateway = new InMemoryLottery();
    const place = new PlaceLotterySlip(gateway);
    expect(await place.execute(VN_GAME, [{ kind: 'lo2', picks: ['7'], stake: 1000n }], 'r1')).toMatchObject({
      ok: false,
      error: { code: 'lottery.invalid_pick' },
    });
    expect(await place.execute(VN_GAME, [{ kind: 'xien2', picks: ['07'], stake: 1000n }], 'r1')).toMatchObject({
      ok: false,
      error: { code: 'lottery.pick_count' },
    });
    expect(await place.execute(VN_GAME, [{ kind: 'de', picks: ['07'], stake: 99n }], 'r1')).toMatchObject({
      ok: false,
      error: { code: 'lottery.stake_out_of_range', params: { min: '100' } },
    });
    expect(await place.execute({ ...VN_GAME, next: null }, [{ kind: 'de', picks: ['07'], stake: 100n }], 'r1')).toMatchObject({
      ok: false,
      error: { code: 'lottery.betting_closed' },
    });
    expect(gateway.count('placeSlip')).toBe(0);
    expect((await place.execute(VN_GAME, [{ kind: 'de', picks: ['07'], stake: 100n }], 'r1')).ok).toBe(true);
    expect(gateway.calls.at(-1)?.args[0]).toMatchObject({ gameCode: 'VN_FAST', drawId: '20261126-0601', requestId: 'r1' });
  });
});

describe('slipTotals', () => {
  it('adds the stakes, and each line at its best prize for one hit, rounded down once per line', () => {
    const totals = slipTotals(
      [
        { kind: 'lo2', picks: ['07'], stake: 1000n },
        { kind: 'de', picks: ['23'], stake: 1000n },
      ],
      VN_GAME.betKinds,
    );
    expect(totals).toEqual({ cost: 2000n, win: 2962n + 80_000n });
  });
});
