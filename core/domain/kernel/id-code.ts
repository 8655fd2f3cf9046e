/** A short public code for a row: a letter and the id in base 36 ('R2S', 'A1'), read back without a lookup table. */
export function idCode(prefix: string, id: number): string {
  return `${prefix}${id.toString(36).toUpperCase()}`;
}

/** The id a code with this prefix names, or null for anything else. */
export function idOfCode(prefix: string, code: string): number | null {
  const match = new RegExp(`^${prefix}([0-9A-Z]{1,7})$`).exec(code.trim().toUpperCase());
  if (!match) return null;
  const id = parseInt(match[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
