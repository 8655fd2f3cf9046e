import { Type, type Static } from 'typebox';
import { GAME_CLASSIFIES } from '../../core/domain/catalog/games';
import { literals, Text } from './fields';

const Code = (max: number) => Type.String({ pattern: `^[A-Za-z0-9_-]{1,${max}}$` });
const PositiveText = (digits: number) => Type.String({ pattern: `^[1-9][0-9]{0,${digits - 1}}$` });
const Language = Type.String({ pattern: '^[A-Z]{2}$' });

export const GameCard = Type.Object({
  nodeId: Type.Integer(),
  gameCode: Type.String(),
  nodeName: Type.String(),
  iconUrl: Type.String(),
  vassalage: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  gameClassify: Type.Union([Type.String(), Type.Null()]),
  isGame: Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')]),
  maintenance: Type.Boolean(),
});

export const VendorCard = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  lagerIcon: Type.String(),
  maintenance: Type.Boolean(),
});

export const Lane = Type.Object({ title: Type.String(), gameType: Type.String(), cards: Type.Array(VendorCard) });

export const HomeBanner = Type.Object({ title: Type.String(), subtitle: Type.String(), linkageType: Type.String(), target: Type.String() });

/** GCSGAME_newGameVendor: every lane (empty ones too), the RNG sub-categories and the prize mode. */
export const GameVendors = Type.Object({
  data: Type.Object({ lanes: Type.Array(Lane) }),
  rngClassifies: Type.Array(Type.String()),
  prizeMode: Type.String(),
  banner: HomeBanner,
});

/** /lgw/games/game_menus: the top navigation's lanes (only those with a vendor) and drop-panel layouts. */
export const GameMenus = Type.Object({
  menus: Type.Array(
    Type.Object({
      gameType: Type.String(),
      path: Type.Union([Type.String(), Type.Null()]),
      layout: Type.Union([Type.Literal('small'), Type.Literal('large')]),
      cards: Type.Array(VendorCard),
    }),
  ),
});

export const VendorQuery = Type.Object(
  { platform: Type.Optional(Text(32)), merchantCode: Type.Optional(Code(32)), language: Type.Optional(Language) },
  { additionalProperties: false },
);

export const GameListQuery = Type.Object(
  {
    clientType: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
    platform: Type.Optional(Text(32)),
    merchant: Type.Optional(Code(32)),
    gameType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,12}$' })),
    pageNo: Type.Optional(PositiveText(5)),
    pageSize: Type.Optional(PositiveText(3)),
    vassalage: Type.Optional(Code(32)),
    gameClassify: Type.Optional(literals(GAME_CLASSIFIES)),
    language: Type.Optional(Language),
    gameName: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);

export const GamePage = Type.Object({ games: Type.Array(GameCard), pageNo: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() });

export const VendorGameTypes = Type.Object({
  list: Type.Array(Type.Object({ vassalage: Type.String(), gameType: Type.String(), gameClassifies: Type.Array(Type.String()) })),
});

export const VendorGameTypeQuery = Type.Object({ vassalage: Type.Optional(Code(32)), language: Type.Optional(Language) }, { additionalProperties: false });

export const HotGamesQuery = Type.Object(
  {
    merchantCode: Type.Optional(Code(32)),
    isPlatform: Type.Optional(Type.String({ pattern: '^[0-9]$' })),
    vassalage: Type.Optional(Code(32)),
    platform: Type.Optional(Text(32)),
    language: Type.Optional(Language),
    flush: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('1')])),
  },
  { additionalProperties: false },
);

export const GameCardList = Type.Object({ list: Type.Array(GameCard) });

/** GCSGAME_getRankList: gameCategory is a game type; limitNum 1–50, 20 when not given. */
export const RankListQuery = Type.Object(
  {
    gameCategory: Type.Optional(Type.String({ pattern: '^[A-Z]{2,12}$' })),
    language: Type.Optional(Language),
    limitNum: Type.Optional(PositiveText(2)),
    platform: Type.Optional(Text(32)),
    merchantCode: Type.Optional(Code(32)),
    flush: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('1')])),
  },
  { additionalProperties: false },
);

export const RankEntry = Type.Object({
  rank: Type.Integer(),
  customerName: Type.String({ description: "the player's name, masked" }),
  winAmount: Type.String({ pattern: '^[0-9]+$', description: 'minor units as an integer string' }),
  winTime: Type.String({ format: 'date-time' }),
  game: GameCard,
});
export const RankList = Type.Object({ list: Type.Array(RankEntry), scale: Type.Integer() });

export const LanguageQuery = Type.Object(
  { language: Type.Optional(Language), clientType: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })), platform: Type.Optional(Text(32)) },
  { additionalProperties: false },
);

export const FavouriteListQuery = Type.Object(
  {
    clientType: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
    platform: Type.Optional(Text(32)),
    language: Type.Optional(Language),
    pageNo: Type.Optional(PositiveText(5)),
    pageSize: Type.Optional(PositiveText(3)),
    gameType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,12}$' })),
  },
  { additionalProperties: false },
);

export const FavouritePage = Type.Object({ content: Type.Array(GameCard), pageNum: Type.Integer(), totalPages: Type.Integer() });
export const FavouriteIds = Type.Object({ ids: Type.Array(Type.Integer()) });
const NodeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const FavouriteBody = Type.Object(
  { nodeId: NodeId, vendor: Type.Optional(Code(32)), gameType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,12}$' })) },
  { additionalProperties: false },
);
export const FavouriteRemoveQuery = Type.Object({ nodeId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });

export const MaintenanceBody = Type.Object({ vassalage: Code(32), on: Type.Boolean() }, { additionalProperties: false });
export const VendorState = Type.Object({ vassalage: Type.String(), maintenance: Type.Boolean() });
export const ArtParams = Type.Object({ nodeId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });

export type GameCardDto = Static<typeof GameCard>;
export type RankListDto = Static<typeof RankList>;
export type VendorCardDto = Static<typeof VendorCard>;
export type GamePageDto = Static<typeof GamePage>;
export type GameVendorsDto = Static<typeof GameVendors>;
export type GameMenusDto = Static<typeof GameMenus>;
export type FavouritePageDto = Static<typeof FavouritePage>;
