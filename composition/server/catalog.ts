import type { Database } from '../../adapters/sql/database';
import { SqlSettings } from '../../adapters/sql/repositories/sql-settings';
import type { Clock } from '../../core/domain/kernel/ports';
import { AddFavourite, ListFavouriteGames, ListFavouriteIds, ListRecentGames, RemoveFavourite } from '../../core/platform/catalog/favourites';
import { GetGame } from '../../core/platform/catalog/get-game';
import { GetHotGames } from '../../core/platform/catalog/get-hot-games';
import { GetWinnerBoard } from '../../core/platform/catalog/get-winner-board';
import { type Winner, type HotGamesCache, type ListedGame } from '../../core/platform/catalog/ports';
import { SqlWins } from '../../adapters/sql/repositories/sql-wins';
import { GetLobbyMenu } from '../../core/platform/catalog/get-lobby-menu';
import { ListGames } from '../../core/platform/catalog/list-games';
import { SetVendorMaintenance } from '../../core/platform/catalog/set-vendor-maintenance';
import { SqlCatalog } from '../../adapters/sql/repositories/sql-catalog';
import { SqlFavourites, SqlRecentGames } from '../../adapters/sql/repositories/sql-favourites';
import { MemoryListCache } from '../../adapters/memory/memory-list-cache';
import { CachedCatalog } from '../../adapters/memory/cached-catalog';
import type { CatalogPlatform } from '../../adapters/api-server/catalog-platform';

/** Hot lists are recomputed at most once a minute per vendor. */
const HOT_GAMES_TTL_MS = 60_000;
/** The winner board is recomputed at most every 30 s per category. */
const WINNER_BOARD_TTL_MS = 30_000;
/** Catalogue pages are answered from memory for up to 30 s; a few thousand pages are a few MB. */
const CATALOG_TTL_MS = 30_000;
const CATALOG_PAGES = 2_000;

/** Kept apart from the use cases so a catalogue change made through another process can drop them. */
export function catalogueCaches(db: Database['db'], clock: Clock): { catalog: CachedCatalog; hot: MemoryListCache<ListedGame>; clear(): void } {
  const now = () => clock.now().getTime();
  const catalog = new CachedCatalog(new SqlCatalog(db), { ttlMs: CATALOG_TTL_MS, capacity: CATALOG_PAGES, now });
  const hot = new MemoryListCache<ListedGame>(HOT_GAMES_TTL_MS, now);
  const clear = () => {
    catalog.clear();
    hot.clear();
  };
  return { catalog, hot, clear };
}

export function composeCatalog(
  db: Database['db'],
  settings: SqlSettings,
  clock: Clock,
  caches: { catalog: CachedCatalog; hot: HotGamesCache },
): CatalogPlatform {
  const { catalog, hot: cache } = caches;
  const now = () => clock.now().getTime();
  const favourites = new SqlFavourites(db);
  return {
    lobbyMenu: new GetLobbyMenu({ catalog, settings }),
    listGames: new ListGames({ catalog, settings }),
    hotGames: new GetHotGames({ catalog, cache }),
    winnerBoard: new GetWinnerBoard({ wins: new SqlWins(db), cache: new MemoryListCache<Winner>(WINNER_BOARD_TTL_MS, now), clock }),
    getGame: new GetGame(catalog),
    favouriteIds: new ListFavouriteIds(favourites),
    favouriteGames: new ListFavouriteGames(favourites),
    addFavourite: new AddFavourite(favourites),
    removeFavourite: new RemoveFavourite(favourites),
    recentGames: new ListRecentGames(new SqlRecentGames(db)),
    setVendorMaintenance: new SetVendorMaintenance({ catalog, cache }),
  };
}
