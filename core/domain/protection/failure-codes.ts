/** Failure codes of player protection: breaks, self-exclusion and limits. */
export const PROTECTION_FAILURE_CODES = [
  'protection.time_out',
  'protection.self_excluded',
  'protection.withdrawal_only',
  'protection.session_time_limit',
  'protection.deposit_limit',
  'protection.wager_limit',
  'protection.loss_limit',
  'protection.session_minutes',
  // Inside the protection store only: it answers a breach instead.
  'protection.breach',
] as const;
