import { housePlaysEntry, type GameKind } from '../play/engine-kind';

/** What a game needs to be suggested in place of one whose vendor is under maintenance. */
export interface SuggestableGame extends GameKind {
  readonly nodeId: number;
  readonly vassalage: string;
  readonly gameType: string;
  readonly isGame: string;
  readonly maintenance: boolean;
}

export const SUGGESTION_LIMIT = 6;

/**
 * Games to offer instead of `unavailable`: of its game type, from other vendors that are not
 * under maintenance, single games of a kind a house engine plays (any other would not start
 * either: its provider is not connected here), each once. Vendors take turns, so that one large vendor
 * does not fill the list; within a vendor the candidates' order is kept.
 */
export function suggestOtherGames<G extends SuggestableGame>(unavailable: SuggestableGame, candidates: readonly G[], limit = SUGGESTION_LIMIT): G[] {
  const byVendor = new Map<string, G[]>();
  const seen = new Set<number>([unavailable.nodeId]);
  for (const game of candidates) {
    const fits =
      game.gameType === unavailable.gameType &&
      game.vassalage !== unavailable.vassalage &&
      game.isGame === 'GAME' &&
      !game.maintenance &&
      housePlaysEntry(game);
    if (!fits || seen.has(game.nodeId)) continue;
    seen.add(game.nodeId);
    byVendor.set(game.vassalage, [...(byVendor.get(game.vassalage) ?? []), game]);
  }
  const queues = [...byVendor.values()];
  const chosen: G[] = [];
  for (let round = 0; chosen.length < limit && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      if (chosen.length < limit && queue[round]) chosen.push(queue[round]!);
    }
  }
  return chosen;
}
