import { textIn } from '../../../core/domain/system/content-texts';
import type { LotteryGameView } from '../../../core/platform/lottery/get-lottery-menu';
import { lotteryPagePath } from '../../../core/platform/lottery/launch-lottery';
import type { StoredDraw, Ticket } from '../../../core/platform/lottery/ports';
import type { LotteryGameDto, LotteryOpenedDto, LotteryTicketDto } from '../../wps-contract/lottery';

const minor = (amounts: Readonly<Record<string, bigint>>) => Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, v.toString()]));

export const presentOpened = (d: StoredDraw): LotteryOpenedDto => ({
  gameCode: d.gameCode,
  drawId: d.drawId,
  drawAt: d.drawAt.toISOString(),
  result: Object.fromEntries(Object.entries(d.result ?? {}).map(([tier, numbers]) => [tier, [...numbers]])),
  seed: d.seed,
  seedHash: d.seedHash,
  settledAt: d.settledAt?.toISOString() ?? null,
});

export const presentGame =
  (language: string | undefined) =>
  (view: LotteryGameView): LotteryGameDto => {
    const { game, next, last } = view;
    return {
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      family: game.family,
      name: textIn(game.name, game.texts, 'name', language ?? ''),
      prizeMode: game.prizeMode,
      route: lotteryPagePath(game),
      official: game.official,
      betKinds: view.betKinds.map((k) => ({
        ...k,
        pays: minor(k.pays),
        per: k.per.toString(),
        minStake: k.minStake.toString(),
        maxStake: k.maxStake.toString(),
      })),
      next: { drawId: next.drawId, drawAt: next.drawAt.toISOString(), closesAt: next.closesAt.toISOString(), seedHash: next.seedHash },
      last: last ? presentOpened(last) : null,
    };
  };

export const presentTicket = (t: Ticket): LotteryTicketDto => ({
  ticketId: String(t.ticketId),
  roundId: String(t.roundId),
  gameCode: t.gameCode,
  drawId: t.drawId,
  kind: t.kind,
  picks: [...t.picks],
  position: t.position,
  stake: t.stake.toString(),
  potentialWin: t.potentialWin.toString(),
  win: t.win.toString(),
  status: t.status,
  placedAt: t.placedAt.toISOString(),
  settledAt: t.settledAt?.toISOString() ?? null,
});
