import { formatMoney } from '../../../../core/domain/kernel/money';
import { QUICK_SHAPE, SEA_SHAPE, tiersOf, VN_SHAPE, type ResultShape } from '../../../../core/domain/lottery/result-shape';
import type { LotteryFamilyCode, LotteryNumbers } from '../../../../core/portal/lottery/types';
import type { MemberInfo } from '../../../../core/portal/access/types';

/** A countdown as h:mm:ss, or m:ss under an hour. */
export function countdownText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const SHAPES: Readonly<Record<LotteryFamilyCode, ResultShape<string>>> = { vn: VN_SHAPE, sea: SEA_SHAPE, quick: QUICK_SHAPE };

/** A result's tiers in the order its game draws them; a stored result does not keep its keys' order. */
export function tiersInOrder(family: LotteryFamilyCode, result: LotteryNumbers): [string, readonly string[]][] {
  const order: string[] = tiersOf(SHAPES[family]);
  const rank = (tier: string) => (order.includes(tier) ? order.indexOf(tier) : order.length);
  return Object.entries(result).sort(([a], [b]) => rank(a) - rank(b));
}

/** The number a result is known by: the VN special prize, the 4D first prize, the quick number. */
export const headline = (family: LotteryFamilyCode, result: LotteryNumbers): string => tiersInOrder(family, result)[0]?.[1][0] ?? '';

/** A draw id or other code inside a sentence, kept left to right in Urdu text. */
export const isolated = (text: string): string => `\u2066${text}\u2069`;

export function moneyOf(member: MemberInfo | null): (minor: bigint) => string {
  return (minor) => formatMoney(minor, member?.currencySymbol ?? '', member?.scale ?? 2);
}

/** Odds as the payout for 1 staked, to two decimals when not whole ('2.96' for 80 per 27, '80' for 80 per 1), without floating point. */
export function oddsText(pays: bigint, per: bigint): string {
  const hundredths = (pays * 100n) / per;
  const cents = hundredths % 100n;
  return cents === 0n ? `${hundredths / 100n}` : `${hundredths / 100n}.${String(cents).padStart(2, '0')}`;
}
