import type { PortalSettings } from '../../domain/system/settings';
import { nextDraw, type DrawSchedule } from '../../domain/lottery/draw-schedule';
import { scheduleOf } from '../../domain/lottery/lottery-settings';
import type { LotteryDeps } from './deps';
import type { LotteryGame, StoredDraw } from './ports';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export const gameSchedule = (game: LotteryGame, settings: PortalSettings): DrawSchedule => scheduleOf(game.gameCode, game.cadence, settings.lottery);

/**
 * The draw bets placed now are for, made when it does not exist yet: a house draw with a fresh
 * secret seed (256 bits) whose hash is published from now on, an official draw without one.
 */
export async function currentDraw(
  deps: Pick<LotteryDeps, 'draws' | 'crypto' | 'random'>,
  game: LotteryGame,
  settings: PortalSettings,
  now: Date,
): Promise<StoredDraw> {
  const slot = nextDraw(gameSchedule(game, settings), now, settings.timezone);
  const existing = await deps.draws.find(game.gameCode, slot.drawId);
  if (existing) return existing;
  const seed = game.official ? null : hex(deps.random.bytes(32));
  return deps.draws.ensure({ gameCode: game.gameCode, ...slot, seed, seedHash: seed === null ? null : deps.crypto.sha256Hex(seed) });
}
