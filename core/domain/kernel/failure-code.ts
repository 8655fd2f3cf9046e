import type { ACCESS_FAILURE_CODES, PatternFailureCode } from '../access/failure-codes';
import type { AGENCY_FAILURE_CODES } from '../agency/failure-codes';
import type { CATALOG_FAILURE_CODES } from '../catalog/failure-codes';
import type { ENGAGEMENT_FAILURE_CODES } from '../engagement/failure-codes';
import type { LOTTERY_FAILURE_CODES } from '../lottery/failure-codes';
import type { PLAY_FAILURE_CODES } from '../play/failure-codes';
import type { PROTECTION_FAILURE_CODES } from '../protection/failure-codes';
import type { SYSTEM_FAILURE_CODES } from '../system/failure-codes';
import type { VERIFICATION_FAILURE_CODES } from '../verification/failure-codes';
import type { WALLET_FAILURE_CODES } from '../wallet/failure-codes';
import type { REQUEST_FAILURE_CODES } from './request-failure-codes';

/** Every failure code there is: each area's catalogue, the request's own and the field rules'. */
export type FailureCode =
  | (typeof ACCESS_FAILURE_CODES)[number]
  | PatternFailureCode
  | (typeof AGENCY_FAILURE_CODES)[number]
  | (typeof CATALOG_FAILURE_CODES)[number]
  | (typeof ENGAGEMENT_FAILURE_CODES)[number]
  | (typeof LOTTERY_FAILURE_CODES)[number]
  | (typeof PLAY_FAILURE_CODES)[number]
  | (typeof PROTECTION_FAILURE_CODES)[number]
  | (typeof SYSTEM_FAILURE_CODES)[number]
  | (typeof VERIFICATION_FAILURE_CODES)[number]
  | (typeof WALLET_FAILURE_CODES)[number]
  | (typeof REQUEST_FAILURE_CODES)[number];
