import fc from 'fast-check';
import { GAME_TYPES, type Vendor } from '../../../../core/domain/catalog/games';

/** Vendors with unique codes. */
export const vendorArb = (gameType?: Vendor['gameType']): fc.Arbitrary<Vendor> =>
  fc.record({
    vassalage: fc.stringMatching(/^[A-Z][A-Z0-9_]{1,11}$/),
    displayName: fc.string({ minLength: 1, maxLength: 12 }),
    gameType: gameType ? fc.constant(gameType) : fc.constantFrom(...GAME_TYPES),
    lagerIcon: fc.constant(''),
    maintenance: fc.boolean(),
    sort: fc.integer({ min: 0, max: 50 }),
  });

export const vendorsArb = (gameType?: Vendor['gameType'], maxLength = 30) => fc.uniqueArray(vendorArb(gameType), { selector: (v) => v.vassalage, maxLength });
