import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { LaunchGame } from '../../../core/portal/catalog/launch-game';
import { LoadFavouriteGames, LoadFavouriteIds } from '../../../core/portal/catalog/load-favourites';
import { LoadGamePage } from '../../../core/portal/catalog/load-game-page';
import { LoadHotGames, LoadLobbyMenu, LoadRecentGames, LoadWinnerBoard } from '../../../core/portal/catalog/load-lobby';
import { SuggestOtherGames } from '../../../core/portal/catalog/suggest-other-games';
import { ToggleFavourite } from '../../../core/portal/catalog/toggle-favourite';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import { GameListModel } from '../../../web/src/stores/game-list-model';
import { LobbyStore } from '../../../web/src/stores/lobby-store';
import type { UiStore } from '../../../web/src/stores/ui-store';
import { FakeClock } from '../../support/fakes/clock';
import { gameCard, InMemoryCatalogGateway } from '../../support/fakes/portal-catalog-gateway';

function world(isLogin: boolean) {
  const gateway = new InMemoryCatalogGateway(Array.from({ length: 30 }, (_, i) => gameCard(i + 1, { gameType: i < 20 ? 'RNG' : 'LIVE' })));
  const auth = observable({ isLogin });
  const ui = {
    opened: [] as string[],
    open(name: string) {
      this.opened.push(name);
    },
  };
  const store = new LobbyStore(
    {
      loadMenu: new LoadLobbyMenu(gateway),
      loadHot: new LoadHotGames(gateway),
      loadRecent: new LoadRecentGames(gateway),
      loadFavouriteIds: new LoadFavouriteIds(gateway),
      loadFavouriteGames: new LoadFavouriteGames(gateway),
      toggleFavourite: new ToggleFavourite(gateway, new FakeClock()),
      launch: new LaunchGame(gateway),
      loadWinners: new LoadWinnerBoard(gateway),
      suggest: new SuggestOtherGames(gateway),
    },
    auth as unknown as AuthStore,
    ui as unknown as UiStore,
    () => 'EN',
  );
  return { gateway, auth, ui, store };
}

describe('LobbyStore', () => {
  it('a guest toggling a favourite or playing gets the login popup, and nothing is sent', async () => {
    const { store, ui, gateway } = world(false);
    await store.toggleFavourite(gameCard(3));
    expect(await store.launch(gameCard(3), false)).toEqual({ kind: 'login' });
    expect(ui.opened).toEqual(['login', 'login']);
    expect(gateway.calls.filter((c) => c !== 'lobbyMenu' && c !== 'hotGames')).toEqual([]);
  });

  it("a member's favourite shows at once in ids and in the favourite list; logging out empties them", async () => {
    const { store, auth, gateway } = world(true);
    await store.load();
    await store.toggleFavourite(gameCard(4));
    expect(store.favouriteIds).toEqual([4]);
    expect(store.favourites.map((g) => g.nodeId)).toEqual([4]);
    expect([...gateway.favourites]).toEqual([4]);
    runInAction(() => (auth.isLogin = false));
    expect(store.favouriteIds).toEqual([]);
    expect(store.favourites).toEqual([]);
  });

  it('a launch the server cannot do yet becomes the coming-soon notice', async () => {
    const { store, gateway } = world(true);
    gateway.launchAnswer = { ok: false, error: { code: 'request.not_found' } };
    expect(await store.launch(gameCard(5), true)).toBeNull();
    expect(store.notice).toBe('catalog.launch_unavailable');
  });
});

describe('LobbyStore launches and the winner board', () => {
  it('a game whose vendor is under maintenance opens the maintenance popup with games of other vendors; closing clears it', async () => {
    const { store, gateway } = world(true);
    const down = gameCard(2, { vassalage: 'JDB' });
    gateway.launchAnswer = { ok: false, error: { code: 'play.game_in_maintenance' } };
    expect(await store.launch(down, false)).toBeNull();
    expect(store.notice).toBeNull();
    expect(store.unavailable).toEqual({ game: down, reason: 'maintenance' });
    expect(store.suggestions.map((g) => g.nodeId)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(store.playing).toBeNull();
    store.closeUnavailable();
    expect([store.unavailable, store.suggestions]).toEqual([null, []]);
  });

  it('a launch left to the page does not open the game popup', async () => {
    const { store, gateway } = world(true);
    gateway.launchAnswer = { ok: true, value: { url: '/house/slot/?launch=abc' } };
    expect(await store.launch(gameCard(9), false, true)).toEqual({ kind: 'launched', url: '/house/slot/?launch=abc' });
    expect(store.playing).toBeNull();
    await store.launch(gameCard(9), false);
    expect(store.playing).toBe('/house/slot/?launch=abc');
  });

  it('loads the winner board', async () => {
    const { store, gateway } = world(false);
    gateway.winners = gateway.games.map((game, i) => ({ playerName: `pl***${i}`, win: BigInt(10_000 - i * 100), wonAt: '2026-06-01T10:00:00.000Z', game }));
    await store.loadWinners();
    expect(store.winners?.entries.map((e) => [e.rank, e.game.nodeId])).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, i + 1]));
  });
});

describe('GameListModel', () => {
  it('a new filter starts at page 1; next and previous stay within the pages', async () => {
    const { gateway } = world(true);
    const list = new GameListModel(new LoadGamePage(gateway), () => 'EN', 12);
    await list.show({ gameType: 'RNG' });
    expect([list.pageNo, list.totalPages, list.games.length, list.hasPrevious, list.hasNext]).toEqual([1, 2, 12, false, true]);
    await list.next();
    expect([list.pageNo, list.games.length]).toEqual([2, 8]);
    await list.next();
    expect(list.pageNo).toBe(2);
    await list.show({ gameType: 'LIVE' });
    expect([list.pageNo, list.total]).toEqual([1, 10]);
    await list.previous();
    expect(list.pageNo).toBe(1);
  });
});
