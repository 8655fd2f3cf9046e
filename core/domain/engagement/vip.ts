import { textIn, type Texts } from '../system/content-texts';

/** One VIP level: reached when both cumulative valid bet and cumulative deposits (minor units) reach its thresholds. */
export interface VipLevel {
  readonly level: number;
  readonly name: string;
  readonly validBet: number;
  readonly deposit: number;
  /** Its name in further languages; settings stored before there were any have none. */
  readonly texts?: Texts<'name'>;
}

/** A level's name in a language, the default language's when it has none there. */
export const vipNameIn = (level: VipLevel, language: string): string => textIn(level.name, level.texts ?? {}, 'name', language);

export interface VipTotals {
  readonly validBet: bigint;
  readonly deposit: bigint;
}

/** Levels are numbered from 0 in order and their thresholds never go down; level 0 needs nothing. */
export function levelsAreOrdered(levels: readonly VipLevel[]): boolean {
  return (
    levels.length > 0 &&
    levels[0]!.validBet === 0 &&
    levels[0]!.deposit === 0 &&
    levels.every(
      (l, i) =>
        l.level === i &&
        l.name.trim() !== '' &&
        Number.isSafeInteger(l.validBet) &&
        Number.isSafeInteger(l.deposit) &&
        (i === 0 || (l.validBet >= levels[i - 1]!.validBet && l.deposit >= levels[i - 1]!.deposit)),
    )
  );
}

const reached = (l: VipLevel, totals: VipTotals) => totals.validBet >= BigInt(l.validBet) && totals.deposit >= BigInt(l.deposit);

/** The highest level whose thresholds the totals reach (levels ordered as levelsAreOrdered says). */
export function vipLevelOf(levels: readonly VipLevel[], totals: VipTotals): number {
  let level = 0;
  for (const l of levels) if (reached(l, totals)) level = l.level;
  return level;
}

export interface VipProgress {
  readonly next: VipLevel;
  /** What is still missing to reach the next level, 0 when that part is met. */
  readonly validBetNeeded: bigint;
  readonly depositNeeded: bigint;
}

const missing = (threshold: number, total: bigint) => (BigInt(threshold) > total ? BigInt(threshold) - total : 0n);

/** The way to the next level, or null at the top. */
export function progressToNext(levels: readonly VipLevel[], level: number, totals: VipTotals): VipProgress | null {
  const next = levels.find((l) => l.level === level + 1);
  return next ? { next, validBetNeeded: missing(next.validBet, totals.validBet), depositNeeded: missing(next.deposit, totals.deposit) } : null;
}
