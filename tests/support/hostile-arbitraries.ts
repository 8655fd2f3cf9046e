import fc from 'fast-check';
import { unicodeString } from './arbitraries';

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '1; SELECT pg_sleep(10)--',
  "admin'--",
  '1 UNION SELECT token_hash FROM sessions',
  "\\'; COMMIT; --",
  '$$; DELETE FROM ledger_transfers; $$',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<svg onload=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\\u0000',
];
const NUMERIC_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x10',
  '1e-7',
  '0.000000001',
  '9'.repeat(400),
  '-9223372036854775809',
  '18446744073709551616',
  ' 1',
  '1 ',
  '+1',
  '١٢٣',
  '1,000',
  '.',
  '-',
  '+',
  '',
  '-.',
  '0.',
  '+.5',
  '00000000000000000001',
  '9999999999999999999999999',
  '-999999999999999999999999',
  '0.0000000001',
  '1.',
  '-0.00',
];
const INVISIBLE = ['\u202e', '\u200b', '\ufeff', '\u0000', '\u2028', '\ud83d\ude00', 'e\u0301', '\u{10ffff}'];

/** Fixed hostile strings, for fields whose pattern lets some of them through to the use cases. */
export const HOSTILE_STRINGS: readonly string[] = [
  ...SQL,
  ...SCRIPT,
  ...NUMERIC_TEXT,
  ...INVISIBLE,
  ...INVISIBLE.map((c) => `Abc${c}123`),
  'Abc12345'.repeat(64),
];

const controlText = fc
  .array(
    fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
    { minLength: 1, maxLength: 8 },
  )
  .map((cs) => cs.join(''));

/** Text an attacker types: SQL and script payloads, numbers spelt wrong, invisible and control characters, any Unicode, and very long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL, ...SCRIPT, ...NUMERIC_TEXT),
  fc.tuple(unicodeString(12), fc.constantFrom(...INVISIBLE), unicodeString(12)).map(([a, c, b]) => a + c + b),
  controlText,
  unicodeString(40),
  fc.tuple(fc.constantFrom('x', 'é', '😀', '\u0000', "'"), fc.integer({ min: 300, max: 20_000 })).map(([c, n]) => c.repeat(n)),
);

/** Numbers no field should take: beyond any range, negative, fractional, unsafe. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, Number.MIN_VALUE, -0, 0, -1, 2 ** 31, -(2 ** 31) - 1, 0.1),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value an attacker could put where a field goes, oversized arrays and deep nesting included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  fc.constantFrom(true, false, null, {}, [], [null], JSON.parse('{"__proto__":{"admin":true}}') as unknown, { constructor: { prototype: { admin: true } } }),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.array(hostileText, { maxLength: 5 }),
  fc.integer({ min: 20, max: 200 }).map((depth) => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: [inner] }), 1)),
);

/** Media types a JSON route must refuse, and ones it may take, with and without parameters. */
export const hostileContentType: fc.Arbitrary<string | null> = fc.constantFrom(
  null,
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  'application/jsonx',
  'json',
  '*/*',
);
