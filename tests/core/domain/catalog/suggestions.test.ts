import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUGGESTION_LIMIT, suggestOtherGames, type SuggestableGame } from '../../../../core/domain/catalog/suggestions';
import { housePlaysEntry } from '../../../../core/domain/play/engine-kind';

const gameArb: fc.Arbitrary<SuggestableGame> = fc.record({
  nodeId: fc.integer({ min: 1, max: 40 }),
  vassalage: fc.constantFrom('PG', 'JDB', 'PT', 'CQ9', 'HOUSE', 'HOUSE_LIVE'),
  gameType: fc.constantFrom('RNG', 'LIVE'),
  gameClassify: fc.constantFrom(null, 'JP', 'TG', 'AC', 'SC', 'VP'),
  isGame: fc.constantFrom('GAME', 'GAME', 'VASSALAGE'),
  maintenance: fc.boolean(),
});

describe('suggestOtherGames', () => {
  it('suggests at most six other single games of the same type that the house plays, from other vendors not under maintenance, each once', () => {
    fc.assert(
      fc.property(gameArb, fc.array(gameArb, { maxLength: 60 }), (unavailable, candidates) => {
        const chosen = suggestOtherGames(unavailable, candidates);
        expect(chosen.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
        for (const game of chosen) {
          expect(candidates).toContain(game);
          expect(game.nodeId).not.toBe(unavailable.nodeId);
          expect(game.vassalage).not.toBe(unavailable.vassalage);
          expect(game.gameType).toBe(unavailable.gameType);
          expect(game.isGame).toBe('GAME');
          expect(game.maintenance).toBe(false);
          expect(housePlaysEntry(game)).toBe(true);
        }
        expect(new Set(chosen.map((g) => g.nodeId)).size).toBe(chosen.length);
      }),
    );
  });

  it('fills the list while fitting games remain, and lets vendors take turns', () => {
    fc.assert(
      fc.property(gameArb, fc.array(gameArb, { maxLength: 60 }), (unavailable, candidates) => {
        const fitting = new Map<number, SuggestableGame>();
        for (const g of candidates) {
          const fits =
            g.gameType === unavailable.gameType &&
            g.vassalage !== unavailable.vassalage &&
            g.isGame === 'GAME' &&
            !g.maintenance &&
            housePlaysEntry(g) &&
            g.nodeId !== unavailable.nodeId;
          if (fits && !fitting.has(g.nodeId)) fitting.set(g.nodeId, g);
        }
        const chosen = suggestOtherGames(unavailable, candidates);
        expect(chosen.length).toBe(Math.min(SUGGESTION_LIMIT, fitting.size));
        const vendors = new Set([...fitting.values()].map((g) => g.vassalage));
        expect(new Set(chosen.map((g) => g.vassalage)).size).toBe(Math.min(vendors.size, chosen.length));
      }),
    );
  });
});
