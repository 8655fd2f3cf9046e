/**
 * The 24 field pattern kinds of the registration and profile forms. The server sends, per field,
 * an accepted pattern `{ id, min, max }` (or `*`); browser and server validate with the rules of patterns.ts.
 */
export const PATTERN_IDS = [
  'anyChars',
  'letterFirstAlnum',
  'chineseDigits',
  'email',
  'lettersOrDigits',
  'lettersAndDigits',
  'digitsOnly',
  'alnumWithCapital',
  'englishLettersSpaces',
  'noSpaces',
  'chinesePunctuation',
  'dateYmd',
  'dateMdy',
  'lettersSpaces',
  'koreanOnly',
  'thaiOnly',
  'thaiEnglishSpaces',
  'upperSpacesWithLetter',
  'alnumSymbols',
  'strongPassword',
  'fullName',
  'fullWidthJapanese',
  'upperOnly',
  'mobileNumber',
] as const;

export type PatternId = (typeof PATTERN_IDS)[number];

export function isPatternId(id: string): id is PatternId {
  return (PATTERN_IDS as readonly string[]).includes(id);
}
