import { ACCESS_FAILURE_CODES, type PatternFailureCode } from '../access/failure-codes';
import { AGENCY_FAILURE_CODES } from '../agency/failure-codes';
import { CATALOG_FAILURE_CODES } from '../catalog/failure-codes';
import { ENGAGEMENT_FAILURE_CODES } from '../engagement/failure-codes';
import { LOTTERY_FAILURE_CODES } from '../lottery/failure-codes';
import { PLAY_FAILURE_CODES } from '../play/failure-codes';
import { PROTECTION_FAILURE_CODES } from '../protection/failure-codes';
import { SYSTEM_FAILURE_CODES } from '../system/failure-codes';
import { VERIFICATION_FAILURE_CODES } from '../verification/failure-codes';
import { WALLET_FAILURE_CODES } from '../wallet/failure-codes';
import { REQUEST_FAILURE_CODES } from './request-failure-codes';

/** Every area's catalogue and the request's own: every failure code but the field rules'. */
export const FAILURE_CODES = [
  ...ACCESS_FAILURE_CODES,
  ...AGENCY_FAILURE_CODES,
  ...CATALOG_FAILURE_CODES,
  ...ENGAGEMENT_FAILURE_CODES,
  ...LOTTERY_FAILURE_CODES,
  ...PLAY_FAILURE_CODES,
  ...PROTECTION_FAILURE_CODES,
  ...SYSTEM_FAILURE_CODES,
  ...VERIFICATION_FAILURE_CODES,
  ...WALLET_FAILURE_CODES,
  ...REQUEST_FAILURE_CODES,
] as const;

/** Every failure code there is. */
export type FailureCode = (typeof FAILURE_CODES)[number] | PatternFailureCode;
