import { calendarDateIn } from '../kernel/calendar';
import { fail, ok, type Failure, type Result } from '../kernel/result';
import { checkPrintable, controlFailures, isPrintable } from '../kernel/free-text';
import { checkTexts, type Texts } from '../system/content-texts';

/** Promotion categories ('all' is the tab that shows every one). */
export const PROMOTION_CATEGORIES = [
  'others',
  'sports',
  'live',
  'slots',
  'cards',
  'fish',
  'lotto',
  'rebate',
  'mall',
  'ranking',
  'deposit',
  'app',
  'newbie',
  'gaming',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export const PROMOTION_BADGES = ['newbie', 'limited', 'special', 'daily', 'high_rebate', 'vip'] as const;
export type PromotionBadge = (typeof PROMOTION_BADGES)[number];

/**
 * What taking part does: a bonus on a deposit, a fixed reward once a day, a reward support grants
 * on an application, or nothing but the details page.
 */
export const PROMOTION_KINDS = ['deposit_bonus', 'daily_signin', 'application', 'info'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Everyone, or only accounts opened in the last NEWBIE_DAYS days. */
export const PROMOTION_AUDIENCES = ['all', 'newbie'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];
export const NEWBIE_DAYS = 7;

export interface PromotionRules {
  /** deposit_bonus: the bonus as a percentage of the qualifying deposit. */
  readonly percent: number;
  /** deposit_bonus: the most one bonus pays, in minor units. */
  readonly cap: bigint;
  /** deposit_bonus: the smallest deposit that qualifies. */
  readonly minDeposit: bigint;
  /** daily_signin and application: what one reward pays. */
  readonly amount: bigint;
  /** Valid bet needed before a paid reward may be withdrawn, as a multiple of the reward. */
  readonly turnoverMultiple: number;
}

export const PROMOTION_TEXTS = ['title', 'summary', 'content'] as const;
export type PromotionText = (typeof PROMOTION_TEXTS)[number];

export interface PromotionInput {
  readonly title: string;
  readonly summary: string;
  /** The details page, as the safe Markdown subset of help articles. */
  readonly content: string;
  readonly image: string;
  readonly category: string;
  readonly badges: readonly string[];
  readonly kind: string;
  readonly audience: string;
  readonly rules: PromotionRules;
  readonly sort: number;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
  readonly texts: Texts<PromotionText>;
}

export interface Promotion extends Omit<PromotionInput, 'category' | 'badges' | 'kind' | 'audience'> {
  readonly id: number;
  readonly category: PromotionCategory;
  readonly badges: readonly PromotionBadge[];
  readonly kind: PromotionKind;
  readonly audience: PromotionAudience;
  readonly enabled: boolean;
}

const MAX_MULTIPLE = 100;
const MAX_PERCENT = 1000;
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const WEB_ADDRESS = /^https:\/\/[^\s/?#]+(\/[^\s]*)?$/;

function rulesFailures(kind: PromotionKind, rules: PromotionRules): Failure[] {
  const failures: Failure[] = [];
  const bad = (field: keyof PromotionRules) => failures.push({ code: 'promo.invalid_rule', field, params: { rule: field } });
  if (!Number.isInteger(rules.turnoverMultiple) || rules.turnoverMultiple < 0 || rules.turnoverMultiple > MAX_MULTIPLE) bad('turnoverMultiple');
  if (kind === 'deposit_bonus') {
    if (!Number.isInteger(rules.percent) || rules.percent < 1 || rules.percent > MAX_PERCENT) bad('percent');
    if (rules.cap <= 0n) bad('cap');
    if (rules.minDeposit < 0n) bad('minDeposit');
  }
  if ((kind === 'daily_signin' || kind === 'application') && rules.amount <= 0n) bad('amount');
  return failures;
}

/** Checks a promotion support creates; every failure is named, the first being the overall error. */
export function validatePromotion(input: PromotionInput): Result<Omit<Promotion, 'id' | 'enabled'>> {
  const failures: Failure[] = [];
  const category = PROMOTION_CATEGORIES.find((c) => c === input.category);
  const kind = PROMOTION_KINDS.find((k) => k === input.kind);
  const audience = PROMOTION_AUDIENCES.find((a) => a === input.audience);
  const badges = input.badges.map((b) => PROMOTION_BADGES.find((known) => known === b));
  const title = input.title.trim();
  if (title === '' || title.length > 100) failures.push({ code: 'promo.invalid_title', field: 'title' });
  if (input.summary.length > 300) failures.push({ code: 'promo.invalid_summary', field: 'summary' });
  if (input.image !== '' && !SITE_PATH.test(input.image) && !WEB_ADDRESS.test(input.image)) failures.push({ code: 'promo.invalid_image', field: 'image' });
  if (!category) failures.push({ code: 'promo.invalid_category', field: 'category', params: { categories: PROMOTION_CATEGORIES.join(', ') } });
  if (badges.some((b) => b === undefined) || new Set(input.badges).size !== input.badges.length)
    failures.push({ code: 'promo.invalid_badge', field: 'badges', params: { badges: PROMOTION_BADGES.join(', ') } });
  if (!audience) failures.push({ code: 'promo.invalid_audience', field: 'audience', params: { audiences: PROMOTION_AUDIENCES.join(', ') } });
  if (!kind) failures.push({ code: 'promo.invalid_kind', field: 'kind', params: { kinds: PROMOTION_KINDS.join(', ') } });
  else failures.push(...rulesFailures(kind, input.rules));
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > 9999) failures.push({ code: 'promo.invalid_sort', field: 'sort' });
  if (input.endsAt && input.endsAt <= input.startsAt) failures.push({ code: 'validation.date_range', field: 'endsAt' });
  failures.push(...controlFailures({ title: [title, 'line'], summary: [input.summary, 'line'], content: [input.content, 'lines'] }));
  const texts = checkTexts(input.texts, {
    title: (t) => t.length <= 100 && isPrintable(t, 'line'),
    summary: (t) => t.length <= 300 && isPrintable(t, 'line'),
    content: (t) => isPrintable(t, 'lines'),
  });
  failures.push(...texts.failures);
  const [first] = failures;
  if (first || !category || !kind || !audience) return fail(first!.code, { ...first, value: { errors: failures } });
  return ok({ ...input, title, category, kind, audience, badges: badges as PromotionBadge[], texts: texts.texts });
}

/** The deposit bonus a deposit earns: the percentage, at most the cap; nothing under the minimum. */
export function depositBonus(deposit: bigint, rules: Pick<PromotionRules, 'percent' | 'cap' | 'minDeposit'>): bigint {
  if (deposit < rules.minDeposit || deposit <= 0n) return 0n;
  const bonus = (deposit * BigInt(rules.percent)) / 100n;
  return bonus < rules.cap ? bonus : rules.cap;
}

export const turnoverRequired = (reward: bigint, multiple: number): bigint => reward * BigInt(multiple);

/**
 * Each reward can be paid once per period: once per promotion for a deposit bonus or an
 * application, once per calendar day of the operator's time zone for a daily sign-in.
 */
export function claimPeriod(kind: PromotionKind, now: Date, timeZone: string): string {
  return kind === 'daily_signin' ? calendarDateIn(now, timeZone) : 'once';
}

/** The idempotency key of a reward's ledger transfer: the same period can never pay twice. */
export const rewardKey = (promotionId: number, accountId: number, period: string): string => `promo:${promotionId}:${accountId}:${period}`;

export type ParticipationStatus = 'pending' | 'paying' | 'paid' | 'rejected';

/** The states a player sees on a promotion card. */
export type PromotionState = 'join' | 'claim' | 'applying' | 'close' | 'rejected' | 'issued' | 'claimed' | 'process' | 'joined' | 'coming_soon';

export interface PlayerSituation {
  readonly now: Date;
  /** The player's part in the current period, if any. */
  readonly participation: ParticipationStatus | null;
  /** deposit_bonus: an unused deposit made while the promotion runs, large enough to qualify. */
  readonly qualifyingDeposit: boolean;
  /** Null for a visitor who is not logged in. */
  readonly accountCreatedAt: Date | null;
}

const DAY_MS = 86_400_000;

export function inAudience(promotion: Pick<Promotion, 'audience'>, accountCreatedAt: Date, now: Date): boolean {
  return promotion.audience === 'all' || now.getTime() - accountCreatedAt.getTime() < NEWBIE_DAYS * DAY_MS;
}

export function isRunning(promotion: Pick<Promotion, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return promotion.enabled && promotion.startsAt <= now && (promotion.endsAt === null || now < promotion.endsAt);
}

/** What the card's button says and does for this player now; only 'claim' lets ClaimReward pay. */
export function promotionState(promotion: Promotion, situation: PlayerSituation): PromotionState {
  const { now, participation } = situation;
  if (participation === 'paid') return promotion.kind === 'application' ? 'issued' : 'claimed';
  if (participation === 'paying') return 'process';
  if (participation === 'pending') return 'applying';
  if (participation === 'rejected') return 'rejected';
  if (promotion.enabled && now < promotion.startsAt) return 'coming_soon';
  if (!isRunning(promotion, now)) return 'close';
  if (situation.accountCreatedAt !== null && !inAudience(promotion, situation.accountCreatedAt, now)) return 'close';
  if (promotion.kind === 'info') return 'joined';
  if (situation.accountCreatedAt === null) return 'join';
  if (promotion.kind === 'daily_signin') return 'claim';
  if (promotion.kind === 'deposit_bonus') return situation.qualifyingDeposit ? 'claim' : 'join';
  return 'join';
}

export const APPLICATION_COMMENT_MAX = 140;

/** An application's comment: said in at most 140 characters, not blank, no control characters but line breaks and tabs. */
export function checkApplicationComment(comment: string): Result<string> {
  const text = comment.trim();
  if (text === '') return fail('validation.required', { field: 'comment' });
  if ([...text].length > APPLICATION_COMMENT_MAX) return fail('promo.comment_too_long', { field: 'comment', params: { max: APPLICATION_COMMENT_MAX } });
  return checkPrintable('comment', text, 'lines');
}

/** How far a paid reward's turnover requirement is met: valid bet since it was paid, at most the requirement. */
export const turnoverProgress = (required: bigint, validBetSince: bigint): bigint => (validBetSince < required ? validBetSince : required);

/** What still has to be bet before any paid reward may be withdrawn. */
export function outstandingTurnover(bonuses: readonly { readonly required: bigint; readonly progress: bigint }[]): bigint {
  return bonuses.reduce((sum, b) => sum + (b.required > b.progress ? b.required - b.progress : 0n), 0n);
}
