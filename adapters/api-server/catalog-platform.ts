import type { AddFavourite, ListFavouriteGames, ListFavouriteIds, ListRecentGames, RemoveFavourite } from '../../core/platform/catalog/favourites';
import type { GetGame } from '../../core/platform/catalog/get-game';
import type { GetHotGames } from '../../core/platform/catalog/get-hot-games';
import type { GetWinnerBoard } from '../../core/platform/catalog/get-winner-board';
import type { GetLobbyMenu } from '../../core/platform/catalog/get-lobby-menu';
import type { ListGames } from '../../core/platform/catalog/list-games';
import type { SetVendorMaintenance } from '../../core/platform/catalog/set-vendor-maintenance';

/** The catalogue's platform use cases the HTTP adapter drives. */
export interface CatalogPlatform {
  readonly lobbyMenu: GetLobbyMenu;
  readonly listGames: ListGames;
  readonly hotGames: GetHotGames;
  readonly winnerBoard: GetWinnerBoard;
  readonly getGame: GetGame;
  readonly favouriteIds: ListFavouriteIds;
  readonly favouriteGames: ListFavouriteGames;
  readonly addFavourite: AddFavourite;
  readonly removeFavourite: RemoveFavourite;
  readonly recentGames: ListRecentGames;
  readonly setVendorMaintenance: SetVendorMaintenance;
}
