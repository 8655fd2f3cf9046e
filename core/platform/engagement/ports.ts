import type { Texts } from '../../domain/system/content-texts';
import type { ParticipationStatus, Promotion } from '../../domain/engagement/promotions';
import type { AuditActor } from '../../domain/audit/audit-entry';
import type { RebateLine } from '../../domain/engagement/rebate';
import type { VipTotals } from '../../domain/engagement/vip';
import type { Mission, PeriodWindow } from '../../domain/engagement/missions';
import type { Goods } from '../../domain/engagement/points';
import type { Result } from '../../domain/kernel/result';
import type { TransferRequest } from '../wallet/ports';
import type { FeedbackType } from '../../domain/engagement/feedback';
import type { ChatSender } from '../../domain/engagement/chat';
import type { LiveHostInput, LiveHost } from '../../domain/engagement/live-host';

/** Promotions support sets up; creating and switching them is audited. */
export interface PromotionRepository {
  create(promotion: Omit<Promotion, 'id' | 'enabled'>, by: AuditActor): Promise<Promotion>;
  list(): Promise<Promotion[]>;
  find(id: number): Promise<Promotion | null>;
  /** False when there is no such promotion. */
  setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean>;
}

/** A player's part in a promotion for one period: an application, or a reward being or been paid. */
export interface RewardClaim {
  readonly id: number;
  readonly promotionId: number;
  readonly accountId: number;
  readonly period: string;
  readonly status: ParticipationStatus;
  readonly amount: bigint;
  readonly turnoverRequired: bigint;
  readonly comment: string;
  readonly images: readonly number[];
  readonly reason: string | null;
  readonly depositId: number | null;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
}

export type NewRewardClaim = Pick<RewardClaim, 'promotionId' | 'accountId' | 'period' | 'amount' | 'turnoverRequired' | 'comment' | 'images' | 'depositId'> & {
  readonly status: 'pending' | 'paying';
};

export interface PendingApplication extends RewardClaim {
  readonly username: string;
  readonly title: string;
}

export interface ClaimChange {
  readonly decidedBy: number | null;
  readonly reason: string | null;
  readonly at: Date;
}

/** A paid reward with the valid bet the player made since it was paid. */
export interface PaidReward {
  readonly claimId: number;
  readonly promotionId: number;
  readonly title: string;
  /** The promotion's title in further languages. */
  readonly texts: Texts<'title'>;
  readonly kind: Promotion['kind'];
  readonly amount: bigint;
  readonly turnoverRequired: bigint;
  readonly validBetSince: bigint;
  readonly paidAt: Date;
}

/** Players' applications for and rewards of promotions, one per promotion, account and period. */
export interface RewardClaims {
  /** Writes the claim unless this promotion, account and period, or this deposit, already has one; false when one was there. */
  open(claim: NewRewardClaim): Promise<boolean>;
  find(promotionId: number, accountId: number, period: string): Promise<RewardClaim | null>;
  findById(id: number): Promise<RewardClaim | null>;
  /** The player's claims of these periods, any promotion. */
  forAccount(accountId: number, periods: readonly string[]): Promise<RewardClaim[]>;
  /** Moves a claim between states only from one of `from`; false when it was in none of them. */
  transition(id: number, from: readonly ParticipationStatus[], to: ParticipationStatus, change: ClaimChange): Promise<boolean>;
  /** Applications waiting for support, oldest first. */
  pending(): Promise<PendingApplication[]>;
  /** The newest approved deposit made since `since`, at least `min`, that no claim has used yet. */
  unusedDeposit(accountId: number, since: Date, min: bigint): Promise<{ readonly id: number; readonly amount: bigint } | null>;
  /** Every reward paid to the player, newest first. */
  paid(accountId: number): Promise<PaidReward[]>;
}

export interface ValidBetOfType {
  readonly gameType: string;
  readonly validBet: bigint;
}

/** What members played and paid in: read from settled rounds and approved deposits. */
export interface PlayTotals {
  /** Cumulative valid bet (stakes of closed rounds) and approved deposits. */
  totals(accountId: number): Promise<VipTotals>;
  /** Valid bet per game type of the member's rounds that ended in [from, to). */
  validBetByType(accountId: number, from: Date, to: Date): Promise<ValidBetOfType[]>;
  /** Members whose rounds ended or deposits were approved at or after `since`. */
  activeSince(since: Date): Promise<number[]>;
}

/** Members' recorded VIP levels, which only rise. */
export interface VipRecords {
  /** The member's recorded level, 0 when none was recorded. */
  level(accountId: number): Promise<number>;
  /** Records `level` if it is above the recorded one; true when it rose (levels never fall). */
  raise(accountId: number, level: number): Promise<boolean>;
  /** Members and agents at `level` or above. */
  atLeast(level: number): Promise<number[]>;
}

export interface RebateClaim {
  readonly id: number;
  readonly accountId: number;
  readonly since: Date;
  readonly until: Date;
  readonly amount: bigint;
  readonly lines: readonly RebateLine[];
  readonly status: 'paying' | 'paid';
  readonly createdAt: Date;
}

/** Members' rebate claims, each from the end of the one before. */
export interface RebateClaims {
  /** The member's newest claim. */
  last(accountId: number): Promise<RebateClaim | null>;
  /** Writes a claim from `since`; null when a claim from that instant exists (another claim won). */
  open(claim: Pick<RebateClaim, 'accountId' | 'since' | 'until' | 'amount' | 'lines'>): Promise<RebateClaim | null>;
  markPaid(id: number): Promise<boolean>;
  /** The member's claims, newest first. */
  list(accountId: number, limit: number): Promise<RebateClaim[]>;
}

/** Missions support sets up; creating and switching them is audited. */
export interface MissionRepository {
  create(mission: Omit<Mission, 'id' | 'enabled'>, by: AuditActor): Promise<Mission>;
  list(): Promise<Mission[]>;
  find(id: number): Promise<Mission | null>;
  setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean>;
}

/** Members' scores on a mission's goal in a period, read from rounds and deposits. */
export interface MissionScores {
  /** The member's score in the window: valid bet or deposits (minor units) or settled rounds. */
  progress(accountId: number, mission: Mission, window: PeriodWindow): Promise<bigint>;
  /** The best scores of the window, highest first. */
  leaderboard(mission: Mission, window: PeriodWindow, limit: number): Promise<{ readonly username: string; readonly score: bigint }[]>;
}

/** Mission rewards claimed, once per mission, member and period. */
export interface MissionClaims {
  /** The periods of these missions the member has claimed (paid or being paid). */
  claimed(
    accountId: number,
    periods: readonly string[],
  ): Promise<{ readonly missionId: number; readonly period: string; readonly status: 'paying' | 'paid' }[]>;
  /** Records a claim once per mission, member and period; false when one exists. */
  open(missionId: number, accountId: number, period: string, amount: bigint): Promise<boolean>;
  markPaid(missionId: number, accountId: number, period: string): Promise<boolean>;
}

export type RedemptionStatus = 'in_process' | 'approved' | 'rejected';

export interface Redemption {
  readonly id: number;
  readonly accountId: number;
  readonly username: string;
  readonly goodsId: number;
  readonly name: string;
  readonly kind: Goods['kind'];
  readonly quantity: number;
  readonly points: bigint;
  readonly value: bigint;
  readonly status: RedemptionStatus;
  readonly remark: string | null;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
}

export interface PointsEntry {
  readonly id: number;
  readonly delta: bigint;
  readonly kind: 'bet' | 'deposit' | 'redeem' | 'refund';
  readonly reference: string;
  readonly balanceAfter: bigint;
  readonly createdAt: Date;
}

/** Members' mall points: the balance and every change, accrued from play and deposits. */
export interface PointsBook {
  balance(accountId: number): Promise<bigint>;
  /** Every change, newest first, each with the balance after it. */
  entries(accountId: number, limit: number): Promise<PointsEntry[]>;
  /** Credits points for settled rounds and approved deposits since `since` that have none yet; answers how many entries. */
  accrue(
    since: Date,
    rates: { readonly unit: number; readonly bet: readonly { gameType: string; points: number }[]; readonly deposit: number },
  ): Promise<number>;
}

/** The goods of the points mall and their redemptions. */
export interface MallRepository {
  create(goods: Omit<Goods, 'id' | 'enabled'>, by: AuditActor): Promise<Goods>;
  list(): Promise<Goods[]>;
  setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean>;
  /**
   * In one transaction: takes the points and the stock and writes the redemption 'in_process';
   * a failure names what was short (mall.not_enough_points, mall.out_of_stock, mall.goods_not_found).
   */
  redeem(accountId: number, goodsId: number, quantity: number): Promise<Result<Redemption>>;
  find(id: number): Promise<Redemption | null>;
  mine(accountId: number, limit: number): Promise<Redemption[]>;
  pending(): Promise<Redemption[]>;
  /**
   * Claims an 'in_process' row as approved and makes `payment` (a cash good's credit) in the same
   * transaction: false when decided before, nothing written when the payment is refused.
   */
  approve(id: number, payment: TransferRequest | null, decidedBy: number, at: Date): Promise<Result<boolean>>;
  /** Claims an 'in_process' row as rejected and gives back points and stock in the same transaction; false when decided before. */
  reject(id: number, remark: string, decidedBy: number, at: Date): Promise<boolean>;
}

export interface Invitee {
  readonly id: number;
  readonly username: string;
  readonly registeredAt: Date;
  /** What the referrer was paid for this friend, null until the first deposit qualifies. */
  readonly reward: bigint | null;
}

/** Members' invite codes, the friends who registered with them and the rewards paid for them. */
export interface ReferralBook {
  /** The member's invite code: the one kept for them, else `fresh`, kept from now on. */
  codeOf(accountId: number, fresh: string): Promise<string>;
  /** Accounts registered with the referrer's code (in any letter case), newest first. */
  invitees(referrerId: number): Promise<Invitee[]>;
  /** Invitees whose code names a member, whose approved deposits include one of at least `minDeposit`, and whose referrer is not paid yet. */
  due(minDeposit: bigint): Promise<{ readonly inviteeId: number; readonly referrerId: number }[]>;
  /** Records the reward once per invitee ('paying'); false when it was recorded before. */
  open(inviteeId: number, referrerId: number, amount: bigint): Promise<boolean>;
  /** Rewards recorded but not yet paid (an interrupted run). */
  unpaid(): Promise<{ readonly inviteeId: number; readonly referrerId: number; readonly amount: bigint }[]>;
  markPaid(inviteeId: number): Promise<boolean>;
}

export interface Feedback {
  readonly id: number;
  readonly accountId: number;
  readonly username: string;
  readonly type: FeedbackType;
  readonly content: string;
  readonly images: readonly number[];
  readonly reply: string | null;
  readonly createdAt: Date;
  readonly repliedAt: Date | null;
}

/** Members' feedback forms and support's answers. */
export interface FeedbackRepository {
  add(feedback: Pick<Feedback, 'accountId' | 'type' | 'content' | 'images'>): Promise<Feedback>;
  find(id: number): Promise<Feedback | null>;
  /** Unanswered first, oldest first; then the latest answered. */
  list(limit: number): Promise<Feedback[]>;
  mine(accountId: number, limit: number): Promise<Feedback[]>;
  /** Records the answer once; false when it was answered before. */
  answer(id: number, reply: string, by: number, at: Date): Promise<boolean>;
}

export interface ChatMessage {
  readonly id: number;
  readonly sender: ChatSender;
  readonly body: string;
  readonly createdAt: Date;
}

/**
 * Whose side of a conversation: a logged-in member (with support, or in a live host's room), or a
 * visitor known by the key their browser keeps.
 */
export type ChatOwner = { readonly accountId: number; readonly hostId?: number } | { readonly visitorKey: string };

export interface ChatThread {
  readonly id: number;
  readonly owner: ChatOwner;
  /** The member's username (and the host's name in a host's room), or 'visitor' and the start of the key. */
  readonly username: string;
  readonly lastMessageAt: Date | null;
  readonly playerUnread: number;
  readonly staffUnread: number;
  readonly playerTypingAt: Date | null;
  readonly staffTypingAt: Date | null;
  readonly preview: string;
}

/**
 * Chat threads, one per member. Writing a message, a read mark or a typing signal also writes the
 * live event for the other side in the same statement (the member's channel, or 'staff:chat').
 */
export interface ChatRepository {
  threadOf(owner: ChatOwner): Promise<ChatThread | null>;
  find(threadId: number): Promise<ChatThread | null>;
  /** Threads with the newest message first. */
  list(limit: number): Promise<ChatThread[]>;
  /** Messages after `afterId`, oldest first. */
  messages(threadId: number, afterId: number, limit: number): Promise<ChatMessage[]>;
  /** Adds a message (opening the owner's thread on their first one) and counts it unread for the other side. */
  post(owner: ChatOwner, sender: ChatSender, body: string, at: Date): Promise<{ threadId: number; message: ChatMessage }>;
  markRead(threadId: number, reader: ChatSender): Promise<void>;
  typing(threadId: number, who: ChatSender, at: Date): Promise<void>;
}

/** Adding and disabling are audited with `by` as the one who did it. */
export interface LiveHostRepository {
  add(host: LiveHostInput, at: Date, by: AuditActor): Promise<LiveHost>;
  /** Every host, newest first; only the enabled ones when asked. */
  list(enabledOnly: boolean): Promise<LiveHost[]>;
  find(id: number): Promise<LiveHost | null>;
  /** The host after disabling it; null when there is no such host. */
  disable(id: number, by: AuditActor): Promise<LiveHost | null>;
}
