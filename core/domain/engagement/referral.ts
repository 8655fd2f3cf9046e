import { idCode, idOfCode } from '../kernel/id-code';

/** A member's referral code: 'R' and the account id in base 36, so the link names its referrer without a lookup table. */
export const referralCodeOf = (accountId: number): string => idCode('R', accountId);

/** The referrer's account id named by a code, or null for anything that is not a code. */
export const referrerOf = (code: string): number | null => idOfCode('R', code);

export interface ReferralSettings {
  /** Paid to the referrer once per invitee, in minor units. */
  readonly reward: number;
  /** The invitee's first approved deposit must be at least this (minor units). */
  readonly minFirstDeposit: number;
}

export const referralSettingsAreValid = (s: ReferralSettings): boolean =>
  Number.isSafeInteger(s.reward) && s.reward > 0 && Number.isSafeInteger(s.minFirstDeposit) && s.minFirstDeposit >= 0;
