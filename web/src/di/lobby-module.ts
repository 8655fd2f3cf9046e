import { ContainerModule } from 'inversify';
import { LaunchGame } from '../../../core/portal/catalog/launch-game';
import { LoadFavouriteGames, LoadFavouriteIds } from '../../../core/portal/catalog/load-favourites';
import { LoadGamePage } from '../../../core/portal/catalog/load-game-page';
import { LoadHotGames, LoadLobbyMenu, LoadRecentGames, LoadWinnerBoard } from '../../../core/portal/catalog/load-lobby';
import { OpenSeamlessGame } from '../../../core/portal/catalog/open-seamless-game';
import { SuggestOtherGames } from '../../../core/portal/catalog/suggest-other-games';
import { ToggleFavourite } from '../../../core/portal/catalog/toggle-favourite';
import { LoadAnnouncements, LoadBanners } from '../../../core/portal/system/banners';
import { PopupsSeen } from '../../../core/portal/system/popups';
import { AnnouncementStore } from '../stores/announcement-store';
import { BannerStore } from '../stores/banner-store';
import { GameListModel } from '../stores/game-list-model';
import type { LanguageStore } from '../stores/language-store';
import { LobbyStore } from '../stores/lobby-store';
import { SeamlessStore } from '../stores/seamless-store';
import { STORES } from './stores';
import { TOKENS } from './tokens';

const catalogLanguage = (language: LanguageStore) => () => language.lang.toUpperCase();

/** The lobby and its games, the banners and the announcements. */
export const lobbyModule = new ContainerModule(({ bind }) => {
  bind(STORES.banners).toResolvedValue(
    (gateway, content) => new BannerStore(new LoadBanners(gateway), () => content.current()),
    [TOKENS.BannerGateway, TOKENS.ContentLanguage],
  );
  bind(STORES.announcements).toResolvedValue(
    (gateway, tab, auth) => new AnnouncementStore(new LoadAnnouncements(gateway), new PopupsSeen(tab), () => (auth.isLogin ? 'A' : 'B')),
    [TOKENS.BannerGateway, TOKENS.TabPreferences, STORES.auth],
  );
  bind(STORES.gameLists).toResolvedValue(
    (catalog, language) => {
      const loadPage = new LoadGamePage(catalog);
      return (pageSize: number) => new GameListModel(loadPage, catalogLanguage(language), pageSize);
    },
    [TOKENS.CatalogGateway, STORES.language],
  );
  bind(STORES.lobby).toResolvedValue(
    (catalog, auth, ui, clock, language) =>
      new LobbyStore(
        {
          loadMenu: new LoadLobbyMenu(catalog),
          loadHot: new LoadHotGames(catalog),
          loadRecent: new LoadRecentGames(catalog),
          loadFavouriteIds: new LoadFavouriteIds(catalog),
          loadFavouriteGames: new LoadFavouriteGames(catalog),
          toggleFavourite: new ToggleFavourite(catalog, clock),
          launch: new LaunchGame(catalog),
          loadWinners: new LoadWinnerBoard(catalog),
          suggest: new SuggestOtherGames(catalog),
        },
        auth,
        ui,
        catalogLanguage(language),
      ),
    [TOKENS.CatalogGateway, STORES.auth, STORES.ui, TOKENS.Clock, STORES.language],
  );
  bind(STORES.seamless).toResolvedValue((catalog) => new SeamlessStore(new OpenSeamlessGame(catalog)), [TOKENS.CatalogGateway]);
});
