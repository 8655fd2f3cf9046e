import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, HOUSE_LINES, RNG_CLASSIFIES } from '../../../../core/domain/catalog/games';
import { ENGINE_CODES } from '../../../../core/domain/play/engine';
import { engineFits, houseEnginePlays, housePlaysEntry } from '../../../../core/domain/play/engine-kind';

const kindArb = fc.record({ gameType: fc.constantFrom(...GAME_TYPES), gameClassify: fc.constantFrom(null, 'BG', ...RNG_CLASSIFIES) });

describe('house engines and game kinds', () => {
  it('only RNG entries, live tables and card games (PVP) are played here, and an entry is playable exactly when some engine fits it', () => {
    fc.assert(
      fc.property(kindArb, (kind) => {
        expect(houseEnginePlays(kind)).toBe(ENGINE_CODES.some((engine) => engineFits(engine, kind)));
        if (!['RNG', 'LIVE', 'PVP'].includes(kind.gameType)) expect(houseEnginePlays(kind)).toBe(false);
        if (kind.gameType === 'LIVE') expect(engineFits('baccarat', kind)).toBe(true);
        if (kind.gameType === 'LIVE' || kind.gameType === 'PVP') expect(engineFits('blackjack', kind)).toBe(true);
      }),
    );
  });

  it('a slot, dice and crash never share a kind: a dice table is never a slot; roulette plays live tables and RNG table games', () => {
    fc.assert(
      fc.property(kindArb, (kind) => {
        expect((['slot', 'dice', 'crash'] as const).filter((engine) => engineFits(engine, kind)).length).toBeLessThanOrEqual(1);
        expect(engineFits('roulette', kind)).toBe(kind.gameType === 'LIVE' || (kind.gameType === 'RNG' && kind.gameClassify === 'TG'));
      }),
    );
  });
});

describe('entries the house plays', () => {
  it('plays any vendor slot, and a table or card game only in the house lines', () => {
    fc.assert(
      fc.property(kindArb, fc.constantFrom('PG', 'PT_LIVE', 'JL_PVP', ...HOUSE_LINES), (kind, vassalage) => {
        const own = (HOUSE_LINES as readonly string[]).includes(vassalage);
        expect(housePlaysEntry({ ...kind, vassalage })).toBe(engineFits('slot', kind) || (own && houseEnginePlays(kind)));
      }),
    );
  });
});
