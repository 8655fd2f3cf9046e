import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPlayerName, scrollLoopSeconds, WINNER_SCROLL_FPS, WINNER_SCROLL_STEP } from '../../../../core/domain/catalog/winner-board';

describe('maskPlayerName', () => {
  it('shows the spec example and short names', () => {
    expect(maskPlayerName('demo_player')).toBe('de***er');
    expect(maskPlayerName('alice')).toBe('a***e');
    expect(maskPlayerName('abc')).toBe('a***');
  });

  it('never shows more than half of a name, keeps its start, and says nothing of its length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }).filter((n) => !n.includes('*')),
        (name) => {
          const masked = maskPlayerName(name);
          const [head, tail] = masked.split('***') as [string, string];
          expect(masked.includes('***')).toBe(true);
          expect(name.startsWith(head)).toBe(true);
          expect(name.endsWith(tail)).toBe(true);
          expect(head.length + tail.length).toBeLessThanOrEqual(Math.max(1, Math.floor(name.length / 2)));
          expect(masked.length).toBeLessThanOrEqual(7);
          if (name.length > 1) expect(masked).not.toContain(name);
        },
      ),
    );
  });

  it('keeps whole characters of names outside ASCII', () => {
    expect(maskPlayerName('کھلاڑی_نمبر_ایک')).toBe('کھ***یک');
  });
});

describe('scrollLoopSeconds', () => {
  it('lasts as many frames as half-pixel steps cover the loop, growing with it', () => {
    expect(WINNER_SCROLL_STEP).toBe(0.5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), (a, b) => {
        expect(scrollLoopSeconds(a) * WINNER_SCROLL_FPS * WINNER_SCROLL_STEP).toBeCloseTo(a, 6);
        expect(scrollLoopSeconds(Math.min(a, b))).toBeLessThanOrEqual(scrollLoopSeconds(Math.max(a, b)));
      }),
    );
    expect(scrollLoopSeconds(-5)).toBe(0);
  });
});
