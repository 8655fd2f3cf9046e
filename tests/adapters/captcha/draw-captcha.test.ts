import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../../../adapters/captcha/bitmap-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from '../../../adapters/captcha/draw-captcha';
import { encodePng } from '../../../adapters/captcha/png';
import { readPng } from '../../support/png';

const answer = fc.array(fc.constantFrom(...CAPTCHA_ALPHABET), { minLength: 4, maxLength: 4 }).map((cs) => cs.join(''));
/** A repeatable stand-in for the crypto source, so a failing case can be replayed. */
const seeded = (seed: number) => {
  let state = seed >>> 0 || 1;
  return {
    next: () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    },
  };
};
const darkPixels = (rgb: Uint8Array) => {
  let n = 0;
  for (let i = 0; i < rgb.length; i += 3) if (rgb[i]! + rgb[i + 1]! + rgb[i + 2]! < 3 * 150) n++;
  return n;
};

describe('the picture code', () => {
  it('is a valid RGB PNG of the size the forms show, holding pixels only', () => {
    fc.assert(
      fc.property(answer, fc.integer(), (text, seed) => {
        const rgb = drawCaptcha(text, seeded(seed));
        const png = encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, rgb);
        const read = readPng(png);
        expect({ width: read.width, height: read.height }).toEqual({ width: 224, height: 80 });
        expect(read.scanlines).toHaveLength((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
        expect(read.scanlines.subarray(1, 1 + CAPTCHA_WIDTH * 3)).toEqual(Buffer.from(rgb.subarray(0, CAPTCHA_WIDTH * 3)));
        expect(png.toString('latin1')).not.toMatch(/<svg|<path|<text/i);
      }),
      { numRuns: 10 },
    );
  });

  it('draws every glyph of the alphabet as ink on the light background', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) {
      const text = CAPTCHA_ALPHABET.slice(i, i + 4).padEnd(4, 'A');
      expect(darkPixels(drawCaptcha(text, seeded(i)))).toBeGreaterThan(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 0.08);
    }
  });

  it('draws the same answer differently each time: no fixed shape per character to match', () => {
    const [a, b] = [drawCaptcha('ACE7', seeded(1)), drawCaptcha('ACE7', seeded(2))];
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 60) differing++;
    expect(differing).toBeGreaterThan(a.length * 0.05);
  });
});
