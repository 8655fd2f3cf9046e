import { base32Encode } from '../access/base32';
import type { Random } from '../kernel/ports';

/** Random bytes in a referral link code: 64 bits, so codes cannot be guessed or walked. */
export const AFFILIATE_CODE_BYTES = 8;

/** An agent's referral link code: 13 upper-case base32 characters of fresh random bytes. */
export const newAffiliateCode = (random: Random): string => base32Encode(random.bytes(AFFILIATE_CODE_BYTES));

/** Codes are read without regard to case or surrounding spaces, as people retype them. */
export const normalizeAffiliateCode = (code: string): string => code.trim().toUpperCase();
