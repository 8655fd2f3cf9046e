import { Type, type Static } from 'typebox';
import { BLACKJACK_ACTIONS } from '../../core/domain/play/blackjack';
import { literals } from './fields';

const Minor = Type.String({ pattern: '^-?[0-9]+$', description: 'minor units as an integer string' });
const Card = Type.Object({
  rank: Type.Integer({ minimum: 1, maximum: 13, description: 'ace 1, jack 11, queen 12, king 13' }),
  suit: Type.Integer({ minimum: 0, maximum: 3, description: 'spades, hearts, diamonds, clubs' }),
});
const Action = literals(BLACKJACK_ACTIONS);
const Bet = Type.Object({ stake: Minor, payout: Minor });

export const BlackjackDealBody = Type.Object(
  { amount: Type.String({ pattern: '^[0-9]{1,15}$', description: 'the first bet in minor units' }) },
  { additionalProperties: false },
);
export const BlackjackActBody = Type.Object(
  {
    roundId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'null for a trial hand' }),
    action: Action,
    requestId: Type.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description: "the page's id for this move: sent again, it is answered without being played twice",
    }),
  },
  { additionalProperties: false },
);

/** A hand as its player may see it: the dealer's hole card is null until the dealer plays. */
export const BlackjackRound = Type.Object({
  roundId: Type.Union([Type.Integer(), Type.Null()]),
  bet: Minor,
  phase: Type.Union([Type.Literal('insurance'), Type.Literal('player'), Type.Literal('done')]),
  hands: Type.Array(Type.Object({ cards: Type.Array(Card), doubled: Type.Boolean(), split: Type.Boolean(), done: Type.Boolean() })),
  active: Type.Integer({ description: 'the hand being played' }),
  dealer: Type.Array(Type.Union([Card, Type.Null()]), { description: 'the up card first' }),
  insurance: Type.Union([Type.Literal('none'), Type.Literal('offered'), Type.Literal('taken'), Type.Literal('declined')]),
  actions: Type.Array(Action, { description: 'the moves allowed now' }),
  settlement: Type.Union([
    Type.Object({
      hands: Type.Array(
        Type.Object({
          stake: Minor,
          payout: Minor,
          result: Type.Union([Type.Literal('blackjack'), Type.Literal('win'), Type.Literal('push'), Type.Literal('lose')]),
        }),
      ),
      insurance: Type.Optional(Bet),
      stake: Minor,
      payout: Minor,
    }),
    Type.Null(),
  ]),
  balance: Minor,
  fairness: Type.Union([Type.Object({ serverSeedHash: Type.String(), clientSeed: Type.String(), nonce: Type.Integer() }), Type.Null()]),
});
export const OpenBlackjackRound = Type.Union([BlackjackRound, Type.Null()]);

export type BlackjackActRequest = Static<typeof BlackjackActBody>;
export type BlackjackRoundDto = Static<typeof BlackjackRound>;
