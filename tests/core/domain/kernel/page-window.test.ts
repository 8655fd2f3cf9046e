import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../../core/domain/kernel/page-window';

describe('pageWindow', () => {
  it('shows the notices pager: range 5 around the page, the first and last page, gaps between', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });

  it('property: ascending, within 1..pages, always the current, first and last page, at most range + 2 numbers, and a gap exactly where numbers skip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -3, max: 520 }), (pages, page) => {
        const shown = pageWindow(page, pages);
        const numbers = shown.filter((n): n is number => n !== 'gap');
        const current = Math.min(Math.max(page, 1), pages);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers.every((n) => n >= 1 && n <= pages)).toBe(true);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect(numbers.length).toBeLessThanOrEqual(7);
        if (pages <= 5) expect(numbers).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
        shown.forEach((n, i) => {
          if (n === 'gap') expect((shown[i + 1] as number) - (shown[i - 1] as number)).toBeGreaterThan(1);
          else if (i > 0 && shown[i - 1] !== 'gap') expect(n - (shown[i - 1] as number)).toBe(1);
        });
      }),
    );
  });
});
