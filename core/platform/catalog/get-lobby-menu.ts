import { GAME_TYPES, rngClassifies, type GameClassify } from '../../domain/catalog/games';
import { lanesOf, splitSports, withMixedWin, type Lane } from '../../domain/catalog/menu';
import { prizeMode, type PrizeMode } from '../../domain/catalog/prize-mode';
import { ok, type Result } from '../../domain/kernel/result';
import type { HomeBanner } from '../../domain/system/settings';
import type { SettingsRepository } from '../system/ports';
import type { CatalogRepository } from './ports';

export interface LobbyMenu {
  readonly lanes: readonly Lane[];
  readonly rngClassifies: readonly GameClassify[];
  readonly prizeMode: PrizeMode;
  readonly banner: HomeBanner;
}

/** Vendor lanes in lobby order: esports and cockfight out of SPORTS, mixed-win before SPORTS. */
export class GetLobbyMenu {
  constructor(private readonly deps: { catalog: CatalogRepository; settings: SettingsRepository }) {}

  async execute(): Promise<Result<LobbyMenu>> {
    const settings = await this.deps.settings.load();
    const split = splitSports(lanesOf(await this.deps.catalog.vendors(), GAME_TYPES), settings.esportGames, settings.cockfightGames);
    const lanes = withMixedWin(split);
    return ok({ lanes, rngClassifies: rngClassifies(settings.supportLanguages), prizeMode: prizeMode(lanes), banner: settings.homeBanner });
  }
}
