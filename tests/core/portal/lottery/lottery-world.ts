import { fail, ok, type Result } from '../../../../core/domain/kernel/result';
import type { LotteryGateway } from '../../../../core/portal/lottery/ports';
import type { LotteryGameView, LotteryMenuView, PlacedSlipView } from '../../../../core/portal/lottery/types';

const kind = (name: string, pays: bigint, per: bigint, picks = 1) => ({ kind: name, picks, digits: 2, position: false, pays: { win: pays }, per, minStake: 100n, maxStake: 100_000n });

/** A VN game whose betting closes at 10:00:50 for the draw at 10:01:00. */
export const VN_GAME: LotteryGameView = {
  gameCode: 'VN_FAST',
  vassalage: 'TCG_LOTTO_VN',
  family: 'vn',
  name: 'Vietnam Fast',
  prizeMode: 'ZY',
  route: '/vnLottery',
  official: false,
  betKinds: [kind('lo2', 80n, 27n), kind('de', 80n, 1n), kind('xien2', 15n, 1n, 2)],
  next: { drawId: '20261126-0601', drawAt: '2026-11-26T10:01:00.000Z', closesAt: '2026-11-26T10:00:50.000Z', seedHash: 'ab'.repeat(32) },
  last: null,
};

/** The lottery routes answering from memory; `failNext` makes the next slip fail with that code. */
export class LotteryGatewayStub implements LotteryGateway {
  menuNow = '2026-11-26T10:00:00.000Z';
  games: LotteryGameView[] = [VN_GAME];
  failNext: string | null = null;
  readonly calls: { method: string; args: unknown[] }[] = [];

  async menu(): Promise<Result<LotteryMenuView>> {
    this.calls.push({ method: 'menu', args: [] });
    return ok({ now: this.menuNow, games: this.games });
  }

  async opened(gameCode: string) {
    this.calls.push({ method: 'opened', args: [gameCode] });
    return ok([]);
  }

  async results(query: Parameters<LotteryGateway['results']>[0]) {
    this.calls.push({ method: 'results', args: [query] });
    return ok({ list: [], total: 0 });
  }

  async tickets(gameCode: string) {
    this.calls.push({ method: 'tickets', args: [gameCode] });
    return ok([]);
  }

  async placeSlip(slip: Parameters<LotteryGateway['placeSlip']>[0]): Promise<Result<PlacedSlipView>> {
    this.calls.push({ method: 'placeSlip', args: [slip] });
    const failure = this.failNext;
    this.failNext = null;
    if (failure) return fail(failure);
    return ok({ tickets: [], balance: 0n });
  }

  async verify(gameCode: string, drawId: string) {
    this.calls.push({ method: 'verify', args: [gameCode, drawId] });
    return ok({ drawId, seed: 'seed', seedHash: 'hash', matches: true });
  }

  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }
}
