import { Type, type Static } from 'typebox';
import { Day, Text } from './fields';
import { Minor } from './wallet';

/*
 * Routes (answers in the usual envelope):
 *   GET  /wps/lgw/games/game_menus                      LotteryMenu, every game (the LOTTO_LOBBY); public
 *   GET  /wps/lgw/vn/games/game_menu?prizeMode&device    LotteryMenu, the VN games; public
 *   GET  /wps/lgw/vn/games/game_menu/recent              LotteryMenu, VN games the member bet on, latest first; token
 *   GET  /wps/lgw/vn/numeros/opened/game?gameCode&limit  OpenedList of a VN game; public
 *   GET  /wps/lotto/lgw/games/opened/numero?gameCode&limit  OpenedList of any game; token
 *   GET  /wps/lottery/results?gameCode&from&to&pageNo&pageSize  ResultsPage; public
 *   GET  /wps/lottery/verify/:gameCode/:drawId           VerifyAnswer; public
 *   POST /wps/lottery/bet                                 PlacedSlip; token
 *   GET  /wps/lottery/tickets?gameCode&drawId&status&pageNo&pageSize  TicketsPage; token
 *   POST /wps/admin/lottery/result                        LotteryOpened; staff (console)
 */
const GameCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' });
const DrawId = Type.String({ pattern: '^[0-9]{8}-[0-9]{4}$', description: "the operator's date and the draw's number in that day" });
const Family = Type.Union([Type.Literal('vn'), Type.Literal('sea'), Type.Literal('quick')]);
const PrizeMode = Type.Union([Type.Literal('LOTT'), Type.Literal('ZY'), Type.Literal('ELOTT'), Type.Literal('SEA')]);
const Instant = Type.String({ format: 'date-time' });
/** Query numbers travel as text: 1..100,000, 1..100 and 1..50. */
const PageNo = Type.String({ pattern: '^[1-9][0-9]{0,4}$|^100000$' });
const PageSize = Type.String({ pattern: '^[1-9][0-9]?$|^100$' });
const OpenedLimit = Type.String({ pattern: '^[1-9]$|^[1-4][0-9]$|^50$' });

/** Prize tier → the numbers drawn in it, e.g. { special: ['12345'], first: ['54321'], … }; quick games have one tier, 'number'. */
export const LotteryResult = Type.Record(Type.String(), Type.Array(Type.String()));

/** One kind of bet a game takes, with what the player must pick and what it pays. */
export const LotteryBetKind = Type.Object({
  kind: Type.String({ description: 'vn: lo2 de threeCang xien2 xien3 xien4; sea: big small; quick: digit bigSmall oddEven sumBigSmall sumOddEven' }),
  picks: Type.Integer({ description: 'how many numbers one bet names (xien3: 3); 1 for the two-way quick kinds' }),
  digits: Type.Integer({ description: "digits of each number ('07' = 2); 0 when the pick is a side: big small odd even" }),
  position: Type.Boolean({ description: 'true when the bet names a position 1..5 (quick digit, bigSmall, oddEven)' }),
  /** Payout per `per` staked, the stake included: a tiered table for 4D ({ first, second, … }), one figure otherwise ({ win }). */
  pays: Type.Record(Type.String(), Minor),
  per: Minor,
  minStake: Minor,
  maxStake: Minor,
});

/** The draw that takes bets now; the hash of its seed is published before it closes. */
export const LotteryDraw = Type.Object({
  drawId: DrawId,
  drawAt: Instant,
  closesAt: Instant,
  seedHash: Type.Union([Type.String(), Type.Null()], { description: 'sha-256 of the server seed, hex; null for official-results games' }),
});

/** A drawn (or entered) result with the seed that proves it; the seed is null for official results. */
export const LotteryOpened = Type.Object({
  gameCode: GameCode,
  drawId: DrawId,
  drawAt: Instant,
  result: LotteryResult,
  seed: Type.Union([Type.String(), Type.Null()]),
  seedHash: Type.Union([Type.String(), Type.Null()]),
  settledAt: Type.Union([Instant, Type.Null()]),
});

export const LotteryGame = Type.Object({
  gameCode: GameCode,
  vassalage: Type.String({ description: 'vendor code: TCG_LOTTO_VN, TCG_SEA, or the house LOTT / ELOTT vendor' }),
  family: Family,
  name: Type.String(),
  prizeMode: PrizeMode,
  route: Type.String({ description: '/vnLottery, /seaLottery or /lottery, from the launch routing' }),
  official: Type.Boolean({ description: 'results entered by support from the official draw rather than drawn by the house' }),
  betKinds: Type.Array(LotteryBetKind),
  next: Type.Union([LotteryDraw, Type.Null()]),
  last: Type.Union([LotteryOpened, Type.Null()]),
});

/** The lottery lobby (LOTTO_LOBBY) and the VN game menus: every game with its countdown; `now` is the server's clock. */
export const LotteryMenu = Type.Object({ now: Instant, games: Type.Array(LotteryGame) });

export const LotteryMenuQuery = Type.Object(
  { prizeMode: Type.Optional(PrizeMode), device: Type.Optional(Text(16)), language: Type.Optional(Text(8)) },
  { additionalProperties: false },
);

/** Opened numbers of one game, newest first. */
export const OpenedQuery = Type.Object({ gameCode: GameCode, limit: Type.Optional(OpenedLimit) }, { additionalProperties: false });
export const OpenedList = Type.Array(LotteryOpened);

/** The result history with filters. */
export const ResultsQuery = Type.Object(
  {
    gameCode: GameCode,
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export const ResultsPage = Type.Object({ list: Type.Array(LotteryOpened), total: Type.Integer() });

/** The verify view: the result recomputed from the revealed seed; `matches` false would show tampering. */
export const VerifyParams = Type.Object({ gameCode: GameCode, drawId: DrawId }, { additionalProperties: false });
export const VerifyAnswer = Type.Object({
  gameCode: GameCode,
  drawId: DrawId,
  seed: Type.String(),
  seedHash: Type.String(),
  published: LotteryResult,
  recomputed: LotteryResult,
  matches: Type.Boolean(),
});

export const LotteryBetLine = Type.Object(
  {
    kind: Text(16),
    picks: Type.Array(Type.String({ maxLength: 5, pattern: '^[0-9]{1,5}$|^(big|small|odd|even)$' }), { minItems: 1, maxItems: 4 }),
    position: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    stake: Minor,
  },
  { additionalProperties: false },
);

/** A slip: every line one ticket on the same draw, all paid from the wallet in one transfer or none. */
export const LotteryBetBody = Type.Object(
  { gameCode: GameCode, drawId: DrawId, bets: Type.Array(LotteryBetLine, { minItems: 1, maxItems: 100 }), requestId: Text(64) },
  { additionalProperties: false, description: 'requestId makes a repeated submit of the same slip place it once' },
);

const TicketStatus = Type.Union([Type.Literal('open'), Type.Literal('won'), Type.Literal('lost'), Type.Literal('refunded')]);

export const LotteryTicket = Type.Object({
  ticketId: Type.String(),
  roundId: Type.String({ description: 'the round in the betting record' }),
  gameCode: GameCode,
  drawId: DrawId,
  kind: Type.String(),
  picks: Type.Array(Type.String()),
  position: Type.Union([Type.Integer(), Type.Null()]),
  stake: Minor,
  potentialWin: Minor,
  win: Minor,
  status: TicketStatus,
  placedAt: Instant,
  settledAt: Type.Union([Instant, Type.Null()]),
});

export const PlacedSlip = Type.Object({ tickets: Type.Array(LotteryTicket), balance: Minor });

export const TicketsQuery = Type.Object(
  {
    gameCode: Type.Optional(GameCode),
    drawId: Type.Optional(DrawId),
    status: Type.Optional(TicketStatus),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export const TicketsPage = Type.Object({ list: Type.Array(LotteryTicket), total: Type.Integer() });

/** Support enters an official result (`portal lottery result`); checked against the game's shape. */
export const OfficialResultBody = Type.Object({ gameCode: GameCode, drawId: DrawId, result: LotteryResult }, { additionalProperties: false });

/**
 * Live events on the member's channel (/wps/ws): `lottery.drawn` { gameCode, drawId } to everyone
 * with an open lottery page's socket, and `lottery.settled` { gameCode, drawId, tickets, won }
 * to each member who held tickets in the draw.
 */
export const LOTTERY_EVENTS = { drawn: 'lottery.drawn', settled: 'lottery.settled' } as const;

export type LotteryGameDto = Static<typeof LotteryGame>;
export type LotteryMenuDto = Static<typeof LotteryMenu>;
export type LotteryOpenedDto = Static<typeof LotteryOpened>;
export type LotteryBetBodyDto = Static<typeof LotteryBetBody>;
export type LotteryTicketDto = Static<typeof LotteryTicket>;
export type PlacedSlipDto = Static<typeof PlacedSlip>;
export type ResultsPageDto = Static<typeof ResultsPage>;
export type TicketsPageDto = Static<typeof TicketsPage>;
export type VerifyAnswerDto = Static<typeof VerifyAnswer>;
