import type { AuditActor } from '../../domain/audit/audit-entry';
import type { PrizeMode } from '../../domain/catalog/prize-mode';
import type { Result } from '../../domain/kernel/result';
import type { LotteryFamily } from '../../domain/lottery/bets';
import type { DrawCadence } from '../../domain/lottery/draw-schedule';
import type { TieredResult } from '../../domain/lottery/result-shape';
import type { DrawTotals } from '../../domain/lottery/settle-draw';
import type { NewRound } from '../play/rounds';
import type { MemberEvent } from '../wallet/member-events';
import type { PostedTransfer, TransferRequest } from '../wallet/ledger';

export interface LotteryGame {
  readonly gameCode: string;
  readonly vassalage: string;
  readonly family: LotteryFamily;
  readonly name: string;
  readonly prizeMode: PrizeMode;
  /** Results entered by support from the official draw instead of drawn by the house. */
  readonly official: boolean;
  readonly cadence: DrawCadence;
}

/** 'void': an official draw whose result never came, its tickets refunded. */
export type DrawStatus = 'open' | 'drawn' | 'settled' | 'void';

export interface StoredDraw {
  readonly id: number;
  readonly gameCode: string;
  readonly drawId: string;
  readonly drawAt: Date;
  readonly closesAt: Date;
  /** Null for an official game; revealed with the result. */
  readonly seed: string | null;
  readonly seedHash: string | null;
  readonly result: TieredResult<string> | null;
  readonly status: DrawStatus;
  readonly settledAt: Date | null;
}

export interface NewDraw {
  readonly gameCode: string;
  readonly drawId: string;
  readonly drawAt: Date;
  readonly closesAt: Date;
  readonly seed: string | null;
  readonly seedHash: string | null;
}

/** A refund of a void draw's ticket: its stake back to the member. */
export interface TicketRefund {
  readonly accountId: number;
  readonly amount: bigint;
  /** It moved money now (false when the ticket's refund had been posted already). */
  readonly posted: boolean;
}

export interface LotteryVoids {
  /** The game's draws still open (no result) whose draw time is at or before `before`. */
  overdue(gameCode: string, before: Date): Promise<StoredDraw[]>;
  /**
   * In one transaction: marks the draw void if it is still open, then refunds each of its open
   * tickets (status 'refunded', its round closed with a refund step, the stake back keyed by the
   * ticket); empty when the draw was no longer open.
   */
  voidDraw(draw: StoredDraw, at: Date): Promise<TicketRefund[]>;
}

export interface LotteryGames {
  /** The enabled games in the lobby's order. */
  list(): Promise<LotteryGame[]>;
  find(gameCode: string): Promise<LotteryGame | null>;
}

export interface HistoryFilter {
  readonly from?: Date;
  readonly to?: Date;
  readonly offset: number;
  readonly limit: number;
}

export interface LotteryDraws {
  /** Creates the draw unless it exists (another process may have made it first); answers the stored one. */
  ensure(draw: NewDraw): Promise<StoredDraw>;
  find(gameCode: string, drawId: string): Promise<StoredDraw | null>;
  /** The game's draws still open whose time has come, oldest first. */
  due(gameCode: string, now: Date): Promise<StoredDraw[]>;
  /** Records the result of an open draw; false when it was no longer open (drawn by someone else). `by` names support entering an official result, for the audit log. */
  draw(id: number, result: TieredResult<string>, at: Date, by?: AuditActor): Promise<boolean>;
  /** Drawn draws whose tickets are still being settled. */
  unsettled(): Promise<StoredDraw[]>;
  /**
   * Marks a drawn draw settled once none of its tickets is open, with its totals, and queues
   * `event` for publication in the same transaction; null when it was not (tickets still open, or
   * settled already).
   */
  finish(id: number, at: Date, event: MemberEvent): Promise<DrawTotals | null>;
  /** Drawn draws newest first, within the dates' instants. */
  history(gameCode: string, filter: HistoryFilter): Promise<{ list: StoredDraw[]; total: number }>;
}

/** One line of a slip, checked and priced, with the round that records it. */
export interface NewTicket {
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position: number | null;
  readonly stake: bigint;
  readonly potentialWin: bigint;
  readonly round: NewRound;
}

export interface NewSlip {
  /** Unique per member and request: a repeated submit finds the tickets of the first. */
  readonly key: string;
  readonly accountId: number;
  readonly draw: StoredDraw;
  readonly tickets: readonly NewTicket[];
  readonly at: Date;
  /** The one debit of the whole slip; the tickets' rounds get their bet steps in its transaction. */
  readonly debit: (roundIds: readonly number[]) => TransferRequest;
}

export type TicketStatus = 'open' | 'won' | 'lost' | 'refunded';

export interface Ticket {
  readonly ticketId: number;
  readonly roundId: number;
  readonly gameCode: string;
  readonly drawId: string;
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position: number | null;
  readonly stake: bigint;
  readonly potentialWin: bigint;
  readonly win: bigint;
  readonly status: TicketStatus;
  readonly placedAt: Date;
  readonly settledAt: Date | null;
}

export interface PlacedTickets {
  readonly tickets: readonly Ticket[];
  readonly replayed: boolean;
  readonly debit: PostedTransfer | null;
}

/** A ticket as settlement reads it. */
export interface OpenTicket {
  readonly ticketId: number;
  readonly accountId: number;
  readonly roundId: number;
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position?: number;
  readonly stake: bigint;
}

/** Where a pass over a draw's tickets has got to. */
export interface TicketCursor {
  readonly accountId: number;
  readonly ticketId: number;
}

/** What settling a batch writes: each ticket's win, the payouts, and the events to publish after commit. */
export interface BatchSettlement {
  readonly wins: readonly bigint[];
  readonly payouts: readonly TransferRequest[];
  readonly events: readonly MemberEvent[];
}

export interface TicketFilter {
  readonly gameCode?: string;
  readonly drawId?: string;
  readonly status?: TicketStatus;
  readonly offset: number;
  readonly limit: number;
}

export interface LotteryTickets {
  /**
   * The slip in one transaction: its rounds, its tickets and the debit with the rounds' bet steps;
   * refused (nothing written) when the draw is no longer open or the debit fails.
   */
  place(slip: NewSlip): Promise<Result<PlacedTickets>>;
  /**
   * Settles up to `limit` open tickets of a drawn draw after `after` in (member, ticket) order, in
   * one transaction, skipping tickets another process is settling: `settle` prices them, then their
   * wins, the rounds' closing, the payouts and the events are written together. Answers the tickets
   * settled (none when no open ticket is left after `after`).
   */
  settleBatch(draw: StoredDraw, after: TicketCursor | null, limit: number, settle: (tickets: readonly OpenTicket[]) => BatchSettlement, at: Date): Promise<readonly OpenTicket[]>;
  /** The tickets of a slip already placed, in line order; empty when there is none. */
  slip(key: string): Promise<Ticket[]>;
  list(accountId: number, filter: TicketFilter): Promise<{ list: Ticket[]; total: number }>;
  /** The games the member bet on, most recent first. */
  recentGames(accountId: number, limit: number): Promise<string[]>;
}
