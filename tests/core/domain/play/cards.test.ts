import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS_PER_DECK, cardAt, cardIndex, shoe } from '../../../../core/domain/play/cards';

const floats = (values: readonly number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('shoe', () => {
  it('deals every card of every deck exactly once, whatever the floats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 50 }),
        (decks, values) => {
          const deal = shoe(floats(values), decks);
          const counts = new Map<number, number>();
          for (let n = 0; n < decks * CARDS_PER_DECK; n++) {
            const index = cardIndex(deal());
            counts.set(index, (counts.get(index) ?? 0) + 1);
          }
          expect(counts.size).toBe(CARDS_PER_DECK);
          expect([...counts.values()].every((count) => count === decks)).toBe(true);
          expect(() => deal()).toThrow(RangeError);
        },
      ),
    );
  });

  it('maps card indexes and cards one to one', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: CARDS_PER_DECK - 1 }), (index) => cardIndex(cardAt(index)) === index));
  });

  it('is the same deal for the same floats', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 6, maxLength: 6 }), (values) => {
        const a = shoe(floats(values), 8);
        const b = shoe(floats(values), 8);
        for (let n = 0; n < 6; n++) expect(a()).toEqual(b());
      }),
    );
  });
});
