import type { GameType } from '../../../core/domain/catalog/games';
import type { BigWin, WinRepository } from '../../../core/platform/catalog/ports';
import type { StoredRound } from '../../contract/suites/win-repository';
import type { InMemoryCatalog } from './catalog';

/** Rounds in memory, read the way the winner board reads them, over a catalogue. */
export class InMemoryWins implements WinRepository {
  constructor(
    private readonly catalog: InMemoryCatalog,
    private readonly rounds: readonly StoredRound[],
  ) {}

  async biggest(query: { since: Date; gameType?: GameType; limit: number }): Promise<BigWin[]> {
    const wins: BigWin[] = [];
    for (const [i, round] of this.rounds.entries()) {
      const nodeId = this.catalog.nodeIdOf(round.gameCode);
      const game = nodeId === undefined ? null : await this.catalog.game(nodeId);
      if (!game || round.status !== 'closed' || round.win <= 0n || round.endedAt < query.since) continue;
      if (query.gameType && game.gameType !== query.gameType) continue;
      wins.push({ roundId: i + 1, username: round.username, win: round.win, endedAt: round.endedAt, game });
    }
    wins.sort((a, b) => (a.win === b.win ? a.endedAt.getTime() - b.endedAt.getTime() || a.roundId - b.roundId : a.win > b.win ? -1 : 1));
    return wins.slice(0, query.limit);
  }
}
