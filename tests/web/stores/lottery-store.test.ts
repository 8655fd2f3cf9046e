import { describe, expect, it } from 'vitest';
import { LoadLotteryMenu, LoadMyTickets, LoadOpenedNumbers, LoadResultsHistory, VerifyDraw } from '../../../core/portal/lottery/lottery-reads';
import { PlaceLotterySlip } from '../../../core/portal/lottery/place-lottery-slip';
import type { LotteryLiveEvent } from '../../../core/portal/wallet/live-updates';
import type { LiveEvents } from '../../../web/src/stores/live-events';
import { BetSlipStore } from '../../../web/src/stores/lottery/bet-slip-store';
import { LotteryStore } from '../../../web/src/stores/lottery/lottery-store';
import { ResultsHistoryStore } from '../../../web/src/stores/lottery/results-history-store';
import { RequestIds } from '../../../web/src/stores/request-ids';
import { InMemoryLottery, VN_GAME } from '../../support/fakes/portal-lottery-gateway';
import { makeAutoObservable } from 'mobx';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function world() {
  const gateway = new InMemoryLottery();
  // The device's clock runs 30 s behind the server's.
  let deviceMs = Date.parse('2026-11-26T09:59:30.000Z');
  const ticks: (() => void)[] = [];
  const auth = makeAutoObservable({ lotteryEvent: null as (LotteryLiveEvent & { seq: number }) | null });
  let n = 0;
  const answers: boolean[] = [];
  const slip = new BetSlipStore(
    new PlaceLotterySlip(gateway),
    new RequestIds(() => `request-${++n}`),
    () => 2,
    (placed) => answers.push(placed),
  );
  const store = new LotteryStore(
    { menu: new LoadLotteryMenu(gateway), opened: new LoadOpenedNumbers(gateway), tickets: new LoadMyTickets(gateway), verify: new VerifyDraw(gateway) },
    auth as unknown as LiveEvents,
    { now: () => new Date(deviceMs) },
    (_ms, tick) => {
      ticks.push(tick);
      return () => ticks.splice(ticks.indexOf(tick), 1);
    },
    slip,
    new ResultsHistoryStore(new LoadResultsHistory(gateway)),
  );
  const advance = (ms: number) => {
    deviceMs += ms;
    for (const tick of [...ticks]) tick();
  };
  return { gateway, store, slip, auth, advance, answers, ticks };
}

describe('LotteryStore', () => {
  it("counts down on the server's clock, closes at the cut-off, and asks the menu again while a draw is due and until a result of its time is in", async () => {
    const { gateway, store, advance } = world();
    const close = store.open();
    await flush();
    expect(store.until(VN_GAME.next!.closesAt)).toBe(50_000);
    expect(store.closed(VN_GAME)).toBe(false);
    advance(50_000);
    expect(store.closed(VN_GAME)).toBe(true);
    expect(gateway.count('menu')).toBe(1);
    advance(10_000);
    expect(gateway.count('menu')).toBe(2);
    advance(1000);
    expect(gateway.count('menu')).toBe(2);
    advance(3000);
    expect(gateway.count('menu')).toBe(3);
    gateway.games = [
      { ...VN_GAME, next: { ...VN_GAME.next!, drawId: '20261126-0602', drawAt: '2026-11-26T10:02:00.000Z', closesAt: '2026-11-26T10:01:50.000Z' } },
    ];
    advance(3000);
    await flush();
    advance(3000);
    expect(gateway.count('menu')).toBe(5);
    gateway.games = [
      {
        ...gateway.games[0]!,
        last: { gameCode: 'VN_FAST', drawId: '20261126-0121', drawAt: VN_GAME.next!.drawAt, result: {}, seed: null, seedHash: null, settledAt: null },
      },
    ];
    await flush();
    advance(3000);
    await flush();
    advance(3000);
    expect(gateway.count('menu')).toBe(6);
    close();
  });

  it("reloads the open game's tickets when its draw settles, and the menu and results when a draw is drawn", async () => {
    const { gateway, store, auth } = world();
    const close = store.open();
    store.show('VN_FAST');
    await flush();
    expect([gateway.count('tickets'), gateway.count('opened')]).toEqual([1, 1]);
    auth.lotteryEvent = { kind: 'settled', gameCode: 'OTHER', drawId: '20261126-0601', seq: 1 };
    auth.lotteryEvent = { kind: 'settled', gameCode: 'VN_FAST', drawId: '20261126-0601', seq: 2 };
    await flush();
    expect(gateway.count('tickets')).toBe(2);
    auth.lotteryEvent = { kind: 'drawn', gameCode: 'VN_FAST', drawId: '20261126-0601', seq: 3 };
    await flush();
    await flush();
    expect([gateway.count('menu'), gateway.count('opened'), gateway.count('tickets')]).toEqual([2, 2, 3]);
    close();
    auth.lotteryEvent = { kind: 'settled', gameCode: 'VN_FAST', drawId: '20261126-0601', seq: 4 };
    await flush();
    expect(gateway.count('tickets')).toBe(3);
  });
});

describe('BetSlipStore', () => {
  it('keeps one line per bet, totals cost and potential win, and a one-tap bet toggles', () => {
    const { slip } = world();
    slip.setDefaultStake('10');
    slip.add('lo2', ['07']);
    slip.add('lo2', ['07']);
    slip.add('de', ['23']);
    expect(slip.lines.map((l) => [l.kind, l.picks, l.stake])).toEqual([
      ['lo2', ['07'], 1000n],
      ['de', ['23'], 1000n],
    ]);
    expect(slip.totals(VN_GAME)).toEqual({ cost: 2000n, win: 82_962n });
    slip.toggle('de', ['23']);
    expect(slip.entries).toHaveLength(1);
    slip.setStake(slip.entries[0]!.key, '1.234');
    expect(slip.canSubmit).toBe(false);
  });

  it('retries the same slip with the same request id after a network failure, and a changed slip with a new one', async () => {
    const { gateway, slip, answers } = world();
    slip.add('de', ['23']);
    gateway.failNext = 'network.error';
    await slip.submit(VN_GAME);
    expect(slip.error?.code).toBe('network.error');
    await slip.submit(VN_GAME);
    expect(slip.placed).toBe(1);
    expect(slip.entries).toHaveLength(0);
    slip.add('de', ['24']);
    gateway.failNext = 'lottery.betting_closed';
    await slip.submit(VN_GAME);
    const ids = gateway.calls.filter((c) => c.method === 'placeSlip').map((c) => (c.args[0] as { requestId: string }).requestId);
    expect(ids).toEqual(['request-1', 'request-1', 'request-2']);
    expect(answers).toEqual([false, true, false]);
  });
});
