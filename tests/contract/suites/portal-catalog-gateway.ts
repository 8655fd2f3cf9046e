import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogGateway, FavouriteGateway, GameLaunchGateway } from '../../../core/portal/catalog/ports';
import type { GameCard, GameListQuery } from '../../../core/portal/catalog/types';
import { expectAllLoggedOut, expectRefused, valueOf } from './portal-results';

type Lobby = CatalogGateway & FavouriteGateway & GameLaunchGateway;

export interface CatalogGatewayFixture {
  /** A member's session over a catalogue of several vendors: no favourites, no games played, no wins on the board. */
  readonly gateway: Lobby;
  /** The same routes for a caller with no session. */
  readonly anonymous: Lobby;
}

const LANGUAGE = 'EN';
const ALL = 999;
const LAUNCH_URL = /^\/house\/[a-z]+\/\?launch=.+$/;
const nodeIds = (games: readonly GameCard[]) => games.map((g) => g.nodeId);

/** The portal's catalogue, favourite and launch gateways: the api client against a real server, and the fake the lobby use cases and stores run on. */
export function catalogGatewayContract(fresh: () => Promise<CatalogGatewayFixture>): void {
  describe('Catalog, favourite and launch gateways contract', () => {
    let f: CatalogGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    const list = async (query: Partial<GameListQuery>) => valueOf(await f.gateway.gameList({ language: LANGUAGE, pageNo: 1, pageSize: ALL, ...query }));
    /** A vendor of the catalogue with a handful of games, and those games. */
    const smallVendor = async () => {
      const first = (await list({ pageSize: 50 })).games;
      for (const vassalage of new Set(first.map((g) => g.vassalage))) {
        const games = (await list({ vassalage })).games;
        if (games.length >= 4 && games.length < ALL) return { vassalage, games };
      }
      throw new Error('no vendor with a handful of games');
    };

    it('pages are windows on the whole list: they join up to it, with the same total and the page count', async () => {
      const { vassalage, games } = await smallVendor();
      expect(games.every((g) => g.vassalage === vassalage)).toBe(true);
      const pageSize = 3;
      const totalPages = Math.ceil(games.length / pageSize);
      const pages = [];
      for (let pageNo = 1; pageNo <= totalPages; pageNo++) pages.push(await list({ vassalage, pageNo, pageSize }));
      expect(pages.flatMap((p) => nodeIds(p.games))).toEqual(nodeIds(games));
      expect(pages.map((p) => [p.pageNo, p.totalPages, p.total])).toEqual(pages.map((_, i) => [i + 1, totalPages, games.length]));
      expect(await list({ vassalage, pageNo: totalPages + 1, pageSize })).toEqual({ games: [], pageNo: totalPages + 1, totalPages, total: games.length });
    });

    it('filters by game type and by part of the name, any case; a filter nothing matches is an empty first page', async () => {
      const { vassalage, games } = await smallVendor();
      const card = games[0]!;
      expect(card).toEqual({
        nodeId: expect.any(Number),
        gameCode: expect.any(String),
        name: expect.any(String),
        vassalage,
        displayName: expect.any(String),
        gameType: expect.any(String),
        gameClassify: card.gameClassify === null ? null : expect.any(String),
        isGame: expect.any(String),
        iconUrl: expect.any(String),
        maintenance: false,
      });
      expect(nodeIds((await list({ vassalage, gameType: card.gameType })).games)).toEqual(nodeIds(games.filter((g) => g.gameType === card.gameType)));
      const word = card.name.split(' ')[0]!;
      const named = (await list({ vassalage, gameName: word.toUpperCase() })).games;
      expect(nodeIds(named)).toEqual(nodeIds(games.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()))));
      expect(await list({ vassalage, gameName: 'zzqqxx' })).toEqual({ games: [], pageNo: 1, totalPages: 1, total: 0 });
    });

    it("the lobby menu lists vendor cards by lane, each with games of its type; hot games are game cards; the winner board ranks masked players' wins", async () => {
      const menu = valueOf(await f.gateway.lobbyMenu(LANGUAGE));
      expect(menu.banner).toEqual({ title: expect.any(String), subtitle: expect.any(String), linkageType: expect.any(String), target: expect.any(String) });
      expect(typeof menu.prizeMode).toBe('string');
      const cards = menu.lanes.flatMap((lane) => lane.vendors);
      expect(cards.length).toBeGreaterThan(0);
      for (const vendor of cards.slice(0, 3)) {
        expect(vendor).toEqual({
          vassalage: expect.any(String),
          displayName: expect.any(String),
          gameType: expect.any(String),
          lagerIcon: expect.any(String),
          maintenance: false,
        });
        expect((await list({ vassalage: vendor.vassalage, gameType: vendor.gameType, pageSize: 1 })).total).toBeGreaterThan(0);
      }
      const hot = valueOf(await f.gateway.hotGames({ language: LANGUAGE }));
      expect(hot.length).toBeGreaterThan(0);
      expect(hot.every((g) => typeof g.nodeId === 'number' && typeof g.gameCode === 'string')).toBe(true);
      const board = valueOf(await f.gateway.winnerBoard({ language: LANGUAGE, limit: 10 }));
      expect(board.scale).toBe(2);
      expect(board.entries.map((e) => e.rank)).toEqual(board.entries.map((_, i) => i + 1));
      for (const entry of board.entries) expect(entry.playerName).toMatch(/\*\*\*/);
    });

    it('a favourite is kept once, listed newest first as ids and as cards, and removed; removing again changes nothing', async () => {
      const { games } = await smallVendor();
      const [a, b] = games as [GameCard, GameCard];
      const add = (g: GameCard) => f.gateway.addFavourite({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
      expect(valueOf(await f.gateway.favouriteIds())).toEqual([]);
      expect(await add(a)).toEqual({ ok: true, value: null });
      expect(await add(b)).toEqual({ ok: true, value: null });
      expect(await add(a)).toEqual({ ok: true, value: null });
      expect([...valueOf(await f.gateway.favouriteIds())].sort()).toEqual([a.nodeId, b.nodeId].sort());
      expect(valueOf(await f.gateway.favouriteGames(LANGUAGE))).toEqual([b, a]);
      expect(await f.gateway.removeFavourite(a.nodeId)).toEqual({ ok: true, value: null });
      expect(await f.gateway.removeFavourite(a.nodeId)).toEqual({ ok: true, value: null });
      expect(valueOf(await f.gateway.favouriteIds())).toEqual([b.nodeId]);
      expectRefused(await f.gateway.addFavourite({ nodeId: 99_999_999, vendor: a.vassalage, gameType: a.gameType }), 'catalog.game_not_found', {
        field: 'nodeId',
      });
    });

    it('a launch answers the game page to open and puts the game first among the recent games; an unknown game is play.game_not_found', async () => {
      const { games } = await smallVendor();
      const [a, b] = games as [GameCard, GameCard];
      const launch = (g: GameCard) => f.gateway.launchGame({ nodeId: g.nodeId, gameCode: g.gameCode, vassalage: g.vassalage, trial: false });
      expect(valueOf(await f.gateway.recentGames(LANGUAGE))).toEqual([]);
      expect(valueOf(await launch(a)).url).toMatch(LAUNCH_URL);
      expect(valueOf(await f.gateway.launchByReference({ nodeId: b.nodeId }, false)).url).toMatch(LAUNCH_URL);
      expect(nodeIds(valueOf(await f.gateway.recentGames(LANGUAGE)))).toEqual([b.nodeId, a.nodeId]);
      expect(valueOf(await f.gateway.launchByReference({ gameCode: a.gameCode }, false)).url).toMatch(LAUNCH_URL);
      expect(valueOf(await f.gateway.recentGames(LANGUAGE))).toEqual([a, b]);
      expectRefused(await f.gateway.launchGame({ nodeId: 0, gameCode: 'no-such-game', vassalage: a.vassalage, trial: false }), 'play.game_not_found', {
        field: 'gameCode',
      });
      expectRefused(await f.gateway.launchByReference({ nodeId: 99_999_999 }, false), 'play.game_not_found', { field: 'nodeId' });
    });

    it('with no session the catalogue and free play are open, while favourites, recent games and real play are access.not_logged_in', async () => {
      const { anonymous } = f;
      const game = valueOf(await anonymous.gameList({ language: LANGUAGE, pageNo: 1, pageSize: 1 })).games[0]!;
      expect(valueOf(await anonymous.launchGame({ nodeId: game.nodeId, gameCode: game.gameCode, vassalage: game.vassalage, trial: true })).url).toMatch(
        LAUNCH_URL,
      );
      expect(valueOf(await anonymous.lobbyMenu(LANGUAGE)).lanes.length).toBeGreaterThan(0);
      await expectAllLoggedOut([
        () => anonymous.favouriteIds(),
        () => anonymous.favouriteGames(LANGUAGE),
        () => anonymous.addFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }),
        () => anonymous.removeFavourite(game.nodeId),
        () => anonymous.recentGames(LANGUAGE),
        () => anonymous.launchGame({ nodeId: game.nodeId, gameCode: game.gameCode, vassalage: game.vassalage, trial: false }),
        () => anonymous.launchByReference({ nodeId: game.nodeId }, false),
      ]);
    });
  });
}
