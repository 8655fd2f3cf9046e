import type { Result } from '../../domain/kernel/result';
import type { CatalogGateway } from './ports';
import type { GameCard, LobbyMenu, WinnerBoard } from './types';
import { WINNER_BOARD_LIMIT } from '../../domain/catalog/winner-board';

/** The lobby's vendor lanes, in the language shown. */
export class LoadLobbyMenu {
  constructor(private readonly catalog: CatalogGateway) {}

  execute(language: string): Promise<Result<LobbyMenu>> {
    return this.catalog.lobbyMenu(language);
  }
}

/** The hot list, of one vendor or of all. */
export class LoadHotGames {
  constructor(private readonly catalog: CatalogGateway) {}

  execute(language: string, vassalage?: string): Promise<Result<readonly GameCard[]>> {
    return this.catalog.hotGames({ language, ...(vassalage ? { vassalage } : {}) });
  }
}

/** Games the member launched lately, most recent first. */
export class LoadRecentGames {
  constructor(private readonly catalog: CatalogGateway) {}

  execute(language: string): Promise<Result<readonly GameCard[]>> {
    return this.catalog.recentGames(language);
  }
}

/** The winner board's largest recent wins. */
export class LoadWinnerBoard {
  constructor(private readonly catalog: CatalogGateway) {}

  execute(language: string): Promise<Result<WinnerBoard>> {
    return this.catalog.winnerBoard({ language, limit: WINNER_BOARD_LIMIT });
  }
}
