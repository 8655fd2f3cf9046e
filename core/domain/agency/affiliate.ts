import { idCode, idOfCode } from '../kernel/id-code';

/** An agent's referral link code: 'A' and the link id in base 36 (a member's own invite code starts with 'R'). */
export const affiliateCodeOf = (linkId: number): string => idCode('A', linkId);

/** The link id a code names, or null for anything that is not an affiliate code. */
export const affiliateLinkOf = (code: string): number | null => idOfCode('A', code);
