import { base32Encode } from '../access/base32';
import type { Random } from './ports';

/** Random bytes in a public code (an agent's referral link, a member's invite code): 64 bits, so codes cannot be guessed or walked. */
export const RANDOM_CODE_BYTES = 8;

/** A public code: 13 upper-case base32 characters of fresh random bytes. */
export const newRandomCode = (random: Random): string => base32Encode(random.bytes(RANDOM_CODE_BYTES));

/** Codes are read without regard to case or surrounding spaces, as people retype them. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();
