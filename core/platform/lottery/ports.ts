import type { AuditActor } from '../../domain/audit/audit-entry';
import type { PrizeMode } from '../../domain/catalog/prize-mode';
import type { Result } from '../../domain/kernel/result';
import type { LotteryFamily } from '../../domain/lottery/bets';
import type { DrawCadence } from '../../domain/lottery/draw-schedule';
import type { TieredResult } from '../../domain/lottery/result-shape';
import type { DrawTotals } from '../../domain/lottery/settle-draw';
import type { NewRound } from '../play/ports';
import type { Texts } from '../../domain/system/content-texts';
import type { MemberEvent } from '../messages/ports';
import type { PostedTransfer, TransferRequest } from '../wallet/ports';

export interface LotteryGame {
  readonly gameCode: string;
  readonly vassalage: string;
  readonly family: LotteryFamily;
  readonly name: string;
  readonly prizeMode: PrizeMode;
  /** Results entered by support from the official draw instead of drawn by the house. */
  readonly official: boolean;
  readonly cadence: DrawCadence;
  /** Its name in further languages (`name` is the default language's). */
  readonly texts: Texts<'name'>;
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

/** A refund of a void draw's entry: the member's stakes on it back. */
export interface EntryRefund {
  readonly accountId: number;
  readonly amount: bigint;
  /** It moved money now (false when the entry's refund had been posted already). */
  readonly posted: boolean;
}

/** Open draws left past their time, voided with their entries refunded. */
export interface LotteryVoids {
  /** The game's draws still open (no result) whose draw time is at or before `before`. */
  overdue(gameCode: string, before: Date): Promise<StoredDraw[]>;
  /**
   * In one transaction: marks the draw void if it is still open, then refunds each of its open
   * entries (status 'refunded', its round closed with a refund step, the stakes back keyed by the
   * entry); empty when the draw was no longer open.
   */
  voidDraw(draw: StoredDraw, at: Date): Promise<EntryRefund[]>;
}

/** The lottery games on offer. */
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

/** Each game's draws, from created to settled. */
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

/** One line of a slip, checked and priced. */
export interface NewTicket {
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position: number | null;
  readonly stake: bigint;
  readonly potentialWin: bigint;
}

export interface NewSlip {
  /** Unique per member and request: a repeated submit finds the tickets of the first. */
  readonly key: string;
  readonly accountId: number;
  readonly draw: StoredDraw;
  readonly tickets: readonly NewTicket[];
  /** The round of the member's entry on the draw, opened by their first slip on it. */
  readonly round: NewRound;
  readonly at: Date;
  /** The one debit of the whole slip, with its bet step on the entry's round. */
  readonly debit: (roundId: number) => TransferRequest;
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
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position?: number;
  readonly stake: bigint;
}

/** A member's open entry on a drawn draw, with its tickets in placing order. */
export interface OpenEntry {
  readonly accountId: number;
  readonly roundId: number;
  /** What the entry's tickets have been paid already (tickets settled one by one before entries). */
  readonly paid: bigint;
  readonly tickets: readonly OpenTicket[];
}

/** What settling an entry records: its winning tickets and each one's win, and their total. */
export interface EntryOutcome {
  readonly accountId: number;
  readonly roundId: number;
  readonly wonTickets: readonly number[];
  readonly wins: readonly bigint[];
  readonly won: bigint;
}

/** What settling a batch writes: each entry's outcome, the payouts, and the events to publish after commit. */
export interface BatchSettlement {
  readonly outcomes: readonly EntryOutcome[];
  readonly payouts: readonly TransferRequest[];
  readonly events: readonly MemberEvent[];
}

export interface SettledBatch {
  readonly settled: readonly OpenEntry[];
  readonly next: number | null;
}

export interface TicketFilter {
  readonly gameCode?: string;
  readonly drawId?: string;
  readonly status?: TicketStatus;
  readonly offset: number;
  readonly limit: number;
}

/** Members' tickets: placing slips, settling them by draw, and listing them. */
export interface LotteryTickets {
  /**
   * The slip in one transaction: its tickets, the member's entry on the draw (and its round) grown
   * by them, and the debit with its bet step; refused (nothing written) when the draw is no longer
   * open or the debit fails.
   */
  place(slip: NewSlip): Promise<Result<PlacedTickets>>;
  /**
   * Settles open entries of a drawn draw after member `after`, in member order, of about `tickets`
   * tickets together (at least one entry), in one transaction, skipping entries another process is
   * settling: `settle` prices them, then their outcomes, the losers' rounds' closing, the payouts
   * (whose win steps close the winners' rounds) and the events are written together. Answers the
   * entries settled and the last member looked at, where the next batch starts (null when no open
   * entry is left after `after`).
   */
  settleBatch(
    draw: StoredDraw,
    after: number | null,
    tickets: number,
    settle: (entries: readonly OpenEntry[]) => BatchSettlement,
    at: Date,
  ): Promise<SettledBatch>;
  /** The tickets of a slip already placed, in line order; empty when there is none. */
  slip(key: string): Promise<Ticket[]>;
  list(accountId: number, filter: TicketFilter): Promise<{ list: Ticket[]; total: number }>;
  /** The games the member bet on, most recent first. */
  recentGames(accountId: number, limit: number): Promise<string[]>;
}
