import { Type, type Static } from 'typebox';

const Minor = Type.String({ pattern: '^[0-9]+$', description: 'minor units as an integer string' });

export const RoomListQuery = Type.Object({ language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })) }, { additionalProperties: false });

/**
 * GLS2_roomList (token; its shape is not given there): the house's open card and table
 * games, in lobby order. `seated` counts the players whose play session of the game opened in the
 * last 15 minutes and is still open; `minBet` and `maxBet` are one round's stake limits.
 */
export const RoomList = Type.Object({
  list: Type.Array(
    Type.Object({
      nodeId: Type.Integer(),
      gameCode: Type.String(),
      nodeName: Type.String({ description: "the game's name in the asked language (EN when it has none)" }),
      engine: Type.String({ description: 'baccarat, roulette, andar_bahar or blackjack' }),
      minBet: Minor,
      maxBet: Minor,
      scale: Type.Integer({ description: 'decimals of the currency: minBet / 10^scale is the amount in major units' }),
      seated: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type RoomListDto = Static<typeof RoomList>;
