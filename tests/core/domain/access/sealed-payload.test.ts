import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround } from '../../../support/arbitraries';
import { SEALED_WINDOW_MS, checkSealedContent, checkSealedShape, isSealedBody } from '../../../../core/domain/access/sealed-payload';

const B64URL_CHAR = fc.constantFrom(...'aZ09_-');
const b64url = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
const nonce = fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/);

describe('sealed payload rules', () => {
  it('content is fresh exactly within the window either side of now', () => {
    fc.assert(
      fc.property(nonce, fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: -3 * SEALED_WINDOW_MS, max: 3 * SEALED_WINDOW_MS }), (n, now, skew) => {
        const checked = checkSealedContent(JSON.stringify({ nonce: n, sentAt: now + skew, body: { a: 1 } }), now);
        expect(checked.ok).toBe(Math.abs(skew) <= SEALED_WINDOW_MS);
        if (!checked.ok) expect(checked.error.code).toBe('request.sealed_stale');
        else expect(checked.value).toEqual({ nonce: n, sentAt: now + skew, body: { a: 1 } });
      }),
    );
  });

  it('content that is not {nonce, sentAt, body} is unreadable, never stale nor accepted', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const checked = checkSealedContent(text, 0);
        if (checked.ok) {
          expect(typeof checked.value.nonce).toBe('string');
          expect(typeof checked.value.body).toBe('object');
        } else expect(['request.sealed_unreadable', 'request.sealed_stale']).toContain(checked.error.code);
      }),
    );
    expect(checkSealedContent(JSON.stringify({ nonce: 'short', sentAt: 0, body: {} }), 0)).toMatchObject({
      ok: false,
      error: { code: 'request.sealed_unreadable' },
    });
    expect(checkSealedContent(JSON.stringify({ nonce: 'x'.repeat(20), sentAt: 0, body: [] }), 0)).toMatchObject({
      ok: false,
      error: { code: 'request.sealed_unreadable' },
    });
  });

  it('a sealed payload has exactly kid, key, iv and data, each non-empty base64url within its limit', () => {
    fc.assert(
      fc.property(
        fc.record({ kid: b64url, key: b64url, iv: b64url, data: b64url }),
        fc.constantFrom('kid', 'key', 'iv', 'data'),
        fc.constantFrom('', '+/=', 'a b', 'x'.repeat(20_000)),
        (good, field, bad) => {
          expect(checkSealedShape(good)).toEqual({ ok: true, value: good });
          expect(checkSealedShape({ ...good, [field]: bad }).ok).toBe(false);
          expect(checkSealedShape({ ...good, more: 'x' }).ok).toBe(false);
          const { [field]: _dropped, ...missing } = good;
          expect(checkSealedShape(missing).ok).toBe(false);
        },
      ),
    );
  });

  it('property: each part is taken up to its limit and refused one character over it: kid 64, key 700, iv 24, data 16,000; a nonce is 16 to 64 characters', () => {
    const limited = fc
      .constantFrom(['kid', 64], ['key', 700], ['iv', 24], ['data', 16_000])
      .chain(([field, max]) => textAround(max, B64URL_CHAR).map((text) => ({ field, max, text })));
    const parts = { kid: 'k1', key: 'a2V5', iv: 'aXY', data: 'ZGF0YQ' };
    fc.assert(
      fc.property(limited, textAround(64, B64URL_CHAR), textAround(16, B64URL_CHAR), ({ field, max, text }, longNonce, shortNonce) => {
        expect(checkSealedShape({ ...parts, [field]: text }).ok).toBe(text.length <= max);
        for (const n of [longNonce, shortNonce])
          expect(checkSealedContent(JSON.stringify({ nonce: n, sentAt: 0, body: {} }), 0).ok).toBe(n.length >= 16 && n.length <= 64);
      }),
    );
  });

  it('only a body whose one key is "sealed" counts as sealed', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }), (body) => {
        expect(isSealedBody(body)).toBe(Object.keys(body).length === 1 && Object.hasOwn(body, 'sealed'));
      }),
    );
    expect(isSealedBody(null)).toBe(false);
    expect(isSealedBody([{ sealed: 1 }])).toBe(false);
  });
});
