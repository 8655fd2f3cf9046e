/** Failure codes of verification codes by SMS and email. */
export const VERIFICATION_FAILURE_CODES = [
  'verification.phone_missing',
  'verification.phone_invalid',
  'verification.dialing_code_unsupported',
  'verification.code_missing',
  'verification.code_invalid',
  'verification.code_expired',
  'verification.too_many_tries',
  'verification.too_many_requests',
  'verification.function_not_enabled',
  'verification.send_failed',
  'verification.no_gateway',
  'verification.quota_not_sufficient',
] as const;
