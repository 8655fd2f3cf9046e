/** A member's referral code: 'R' and the account id in base 36, so the link names its referrer without a lookup table. */
export function referralCodeOf(accountId: number): string {
  return `R${accountId.toString(36).toUpperCase()}`;
}

const CODE = /^R([0-9A-Z]{1,7})$/;

/** The referrer's account id named by a code, or null for anything that is not a code. */
export function referrerOf(code: string): number | null {
  const match = CODE.exec(code.trim().toUpperCase());
  if (!match) return null;
  const id = parseInt(match[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface ReferralSettings {
  /** Paid to the referrer once per invitee, in minor units. */
  readonly reward: number;
  /** The invitee's first approved deposit must be at least this (minor units). */
  readonly minFirstDeposit: number;
}

export const referralSettingsAreValid = (s: ReferralSettings): boolean =>
  Number.isSafeInteger(s.reward) && s.reward > 0 && Number.isSafeInteger(s.minFirstDeposit) && s.minFirstDeposit >= 0;
