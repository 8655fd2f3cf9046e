import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, rngClassifies } from '../../../../core/domain/catalog/games';
import { lanesOf } from '../../../../core/domain/catalog/menu';
import { prizeMode } from '../../../../core/domain/catalog/prize-mode';
import { vendorArb, vendorsArb } from './arbitraries';

describe('prize mode', () => {
  it('is ELOTT exactly when the ELOTT lane holds TCG_LOTTO_VN or a LOTT-type vendor', () => {
    const elottLane = fc.array(
      fc.oneof(
        vendorArb('ELOTT'),
        vendorArb('LOTT'),
        vendorArb('ELOTT').map((v) => ({ ...v, vassalage: 'TCG_LOTTO_VN' })),
      ),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(vendorsArb(), elottLane, (others, elott) => {
        const lanes = [...lanesOf(others, GAME_TYPES).filter((l) => l.gameType !== 'ELOTT'), { gameType: 'ELOTT' as const, vendors: elott }];
        const expected = elott.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.gameType === 'LOTT') ? 'ELOTT' : 'LOTT';
        expect(prizeMode(lanes)).toBe(expected);
      }),
    );
  });

  it('vendors outside the ELOTT lane never switch it', () => {
    fc.assert(
      fc.property(vendorsArb(), (vendors) => {
        expect(prizeMode(lanesOf(vendors, GAME_TYPES).filter((l) => l.gameType !== 'ELOTT'))).toBe('LOTT');
      }),
    );
  });
});

describe('RNG sub-categories', () => {
  it('SC, VP, JP, TG, AC always; BG only when TY is a supported language', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('EN', 'UR', 'TY', 'VI', 'TH')), (languages) => {
        const classifies = rngClassifies(languages);
        expect(classifies.slice(0, 5)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
        expect(classifies.includes('BG')).toBe(languages.includes('TY'));
      }),
    );
  });
});
