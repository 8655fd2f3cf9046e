import { nameIn, type Vendor } from '../../../core/domain/catalog/games';
import type { ListedGame } from '../../../core/platform/catalog/ports';
import type { GameCardDto, VendorCardDto } from '../../wps-contract/catalog';

export const artUrl = (nodeId: number) => `/wps/games/${nodeId}/art.svg`;

export const presentGame =
  (language: string) =>
  (game: ListedGame): GameCardDto => ({
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    nodeName: nameIn(game, language),
    iconUrl: artUrl(game.nodeId),
    vassalage: game.vassalage,
    displayName: game.displayName,
    gameType: game.gameType,
    gameClassify: game.gameClassify,
    isGame: game.isGame,
    maintenance: game.maintenance,
  });

export const presentVendor = (v: Vendor): VendorCardDto => ({
  vassalage: v.vassalage,
  displayName: v.displayName,
  gameType: v.gameType,
  lagerIcon: v.lagerIcon,
  maintenance: v.maintenance,
});
