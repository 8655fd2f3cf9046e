import type { BetKindView } from '../../domain/lottery/bet-kinds';

/** A prize tier → its numbers; quick games have the one tier 'number'. */
export type LotteryNumbers = Readonly<Record<string, readonly string[]>>;

/** A kind of bet as the game takes it: the same view the server builds its menu from. */
export type LotteryBetKindView = BetKindView;

export interface LotteryDrawView {
  readonly drawId: string;
  readonly drawAt: string;
  readonly closesAt: string;
  readonly seedHash: string | null;
}

export interface LotteryOpenedView {
  readonly gameCode: string;
  readonly drawId: string;
  readonly drawAt: string;
  readonly result: LotteryNumbers;
  readonly seed: string | null;
  readonly seedHash: string | null;
  readonly settledAt: string | null;
}

export type LotteryFamilyCode = 'vn' | 'sea' | 'quick';

export interface LotteryGameView {
  readonly gameCode: string;
  readonly vassalage: string;
  readonly family: LotteryFamilyCode;
  readonly name: string;
  readonly prizeMode: string;
  readonly route: string;
  readonly official: boolean;
  readonly betKinds: readonly LotteryBetKindView[];
  readonly next: LotteryDrawView | null;
  readonly last: LotteryOpenedView | null;
}

/** Every game with its next draw; `now` is the server's clock when it answered. */
export interface LotteryMenuView {
  readonly now: string;
  readonly games: readonly LotteryGameView[];
}

export interface LotteryLine {
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position?: number;
  readonly stake: bigint;
}

export type TicketStatus = 'open' | 'won' | 'lost' | 'refunded';

export interface LotteryTicketView {
  readonly ticketId: string;
  readonly roundId: string;
  readonly gameCode: string;
  readonly drawId: string;
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position: number | null;
  readonly stake: bigint;
  readonly potentialWin: bigint;
  readonly win: bigint;
  readonly status: TicketStatus;
  readonly placedAt: string;
  readonly settledAt: string | null;
}

export interface PlacedSlipView {
  readonly tickets: readonly LotteryTicketView[];
  readonly balance: bigint;
}

export interface VerifyView {
  readonly drawId: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly matches: boolean;
}

/** A page of a game's result history; dates are calendar dates of the operator's timezone, both included. */
export interface LotteryResultsQuery {
  readonly gameCode: string;
  readonly from?: string;
  readonly to?: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface LotteryResultsPage {
  readonly list: readonly LotteryOpenedView[];
  readonly total: number;
}
