/** A letter and a row's id in base 36 ('R2S', 'A1'): the codes referral links carried before they were random, kept for the links shared then. */
export function idCode(prefix: string, id: number): string {
  return `${prefix}${id.toString(36).toUpperCase()}`;
}
