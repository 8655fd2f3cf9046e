import { utf8Decode, utf8Encode } from '../kernel/utf8';

/**
 * Customer-service paths travel "encrypted": the URL's UTF-8 bytes XOR-ed with an
 * 8-character ASCII key, hex-encoded, with the key appended as the last 8 characters. It hides
 * links from naive scrapers; it is not a security boundary.
 */
const KEY_LENGTH = 8;
const KEY_PATTERN = /^[\x21-\x7e]{8}$/;

export function encodeServicePath(url: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('service path key must be 8 printable ASCII characters');
  const keyBytes = utf8Encode(key);
  const hex = utf8Encode(url)
    .map((b, i) => (b ^ keyBytes[i % KEY_LENGTH]!).toString(16).padStart(2, '0'))
    .join('');
  return hex + key;
}

export function decodeServicePath(path: string): string | null {
  const key = path.slice(-KEY_LENGTH);
  const hex = path.slice(0, -KEY_LENGTH);
  if (!KEY_PATTERN.test(key) || hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) return null;
  const keyBytes = utf8Encode(key);
  const bytes: number[] = [];
  for (let i = 0; i < hex.length / 2; i++) bytes.push(parseInt(hex.slice(i * 2, i * 2 + 2), 16) ^ keyBytes[i % KEY_LENGTH]!);
  return utf8Decode(bytes);
}
