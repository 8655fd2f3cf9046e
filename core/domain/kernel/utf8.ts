/** Unpaired surrogates cannot be UTF-8; like TextEncoder, they are encoded as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** UTF-8 without TextEncoder (core has no DOM or Node types): via the URI encoding built-ins. */
export function utf8Encode(text: string): number[] {
  const bytes: number[] = [];
  const encoded = encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === '%') {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(encoded.charCodeAt(i));
  }
  return bytes;
}

/** Null for byte sequences that are not valid UTF-8 (or values that are not bytes). */
export function utf8Decode(bytes: readonly number[]): string | null {
  if (!bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) return null;
  try {
    return decodeURIComponent(bytes.map((b) => '%' + b.toString(16).padStart(2, '0')).join(''));
  } catch {
    return null;
  }
}
