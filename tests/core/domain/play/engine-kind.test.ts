import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, RNG_CLASSIFIES } from '../../../../core/domain/catalog/games';
import { ENGINE_CODES } from '../../../../core/domain/play/engine';
import { engineFits, houseEnginePlays } from '../../../../core/domain/play/engine-kind';

const kindArb = fc.record({ gameType: fc.constantFrom(...GAME_TYPES), gameClassify: fc.constantFrom(null, 'BG', ...RNG_CLASSIFIES) });

describe('house engines and game kinds', () => {
  it('only RNG entries and card games (PVP) are played here, and an entry is playable exactly when some engine fits it', () => {
    fc.assert(
      fc.property(kindArb, (kind) => {
        expect(houseEnginePlays(kind)).toBe(ENGINE_CODES.some((engine) => engineFits(engine, kind)));
        if (kind.gameType !== 'RNG' && kind.gameType !== 'PVP') expect(houseEnginePlays(kind)).toBe(false);
      }),
    );
  });

  it('each kind is played by at most one engine: a dice table is never a slot', () => {
    fc.assert(
      fc.property(kindArb, (kind) => {
        expect(ENGINE_CODES.filter((engine) => engineFits(engine, kind)).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
