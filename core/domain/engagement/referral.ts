export interface ReferralSettings {
  /** Paid to the referrer once per invitee, in minor units. */
  readonly reward: number;
  /** The invitee's first approved deposit must be at least this (minor units). */
  readonly minFirstDeposit: number;
}

export const referralSettingsAreValid = (s: ReferralSettings): boolean =>
  Number.isSafeInteger(s.reward) && s.reward > 0 && Number.isSafeInteger(s.minFirstDeposit) && s.minFirstDeposit >= 0;
