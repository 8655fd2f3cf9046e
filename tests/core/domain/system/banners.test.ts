import fc from 'fast-check';
import { textAround } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { BANNER_GROUPS, LINKAGE_TYPES, showingNow, validateBanner, type Banner, type BannerInput } from '../../../../core/domain/system/banners';

const NOW = new Date('2026-11-25T12:00:00Z');
const good: BannerInput = {
  groupName: 'w_login',
  title: 'Welcome bonus',
  url: 'https://cdn.example.com/b.png',
  linkageType: 'ROUTE',
  target: '/promotions',
  sort: 1,
  startsAt: null,
  endsAt: null,
  texts: {},
};
const time = fc.option(fc.integer({ min: -5, max: 5 }).map((h) => new Date(NOW.getTime() + h * 3_600_000)));
const banner = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  groupName: fc.constantFrom(...BANNER_GROUPS),
  title: fc.constant('t'),
  url: fc.constant('/b.png'),
  linkageType: fc.constantFrom(...LINKAGE_TYPES),
  target: fc.constant(''),
  sort: fc.integer({ min: 0, max: 5 }),
  startsAt: time,
  endsAt: time,
  enabled: fc.boolean(),
  texts: fc.constant({}),
});

describe('validateBanner', () => {
  it('accepts a banner of each linkage with a target of its kind', () => {
    for (const [linkageType, target] of [
      ['NONE', ''],
      ['ROUTE', '/rng?x=1'],
      ['GAME', 'HOUSE_LOTUS'],
      ['URL', 'https://example.com/promo'],
    ] as const) {
      expect(validateBanner({ ...good, linkageType, target }).ok).toBe(true);
    }
  });

  it('property: a target of another kind is refused (no off-site routes, no plain http, nothing for NONE)', () => {
    const wrong = fc.oneof(
      fc.constantFrom('//evil.example.com', 'https://x.example.com', 'rng').map((target) => ({ linkageType: 'ROUTE', target })),
      fc.constantFrom('http://example.com', 'javascript:alert(1)', '/promotions', '').map((target) => ({ linkageType: 'URL', target })),
      fc
        .string({ minLength: 1 })
        .filter((s) => s.trim() !== '')
        .map((target) => ({ linkageType: 'NONE', target })),
      fc.constantFrom('', 'has space', 'x'.repeat(65)).map((target) => ({ linkageType: 'GAME', target })),
    );
    fc.assert(
      fc.property(wrong, (change) => {
        expect(validateBanner({ ...good, ...change })).toMatchObject({ ok: false, error: { code: 'banner.invalid_target', field: 'target' } });
      }),
    );
  });

  it('property: a title is taken up to 100 characters and a game code up to 64; one more is refused, naming the field', () => {
    fc.assert(
      fc.property(textAround(100), textAround(64, fc.constantFrom(...'aZ09_.:-')), (title, target) => {
        expect(validateBanner({ ...good, title })).toMatchObject(
          title.length <= 100 ? { ok: true } : { ok: false, error: { code: 'banner.invalid_title', field: 'title' } },
        );
        expect(validateBanner({ ...good, linkageType: 'GAME', target })).toMatchObject(
          target.length <= 64 ? { ok: true } : { ok: false, error: { code: 'banner.invalid_target', field: 'target' } },
        );
      }),
    );
  });

  it('names every bad field at once', () => {
    const result = validateBanner({
      groupName: 'w_nowhere',
      title: ' ',
      url: 'ftp://x',
      linkageType: 'POPUP',
      target: '',
      sort: -1,
      startsAt: NOW,
      endsAt: NOW,
      texts: {},
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect((result.error.value!['errors'] as { field: string }[]).map((f) => f.field)).toEqual([
        'groupName',
        'title',
        'url',
        'linkageType',
        'sort',
        'endsAt',
      ]);
  });
});

describe('showingNow', () => {
  it('property: exactly the enabled banners of the group inside their window, ordered by sort then newest', () => {
    fc.assert(
      fc.property(fc.uniqueArray(banner, { selector: (b) => b.id }), fc.constantFrom(...BANNER_GROUPS), (banners: Banner[], group) => {
        const shown = showingNow(banners, group, NOW);
        const expected = banners.filter((b) => b.groupName === group && b.enabled && (!b.startsAt || b.startsAt <= NOW) && (!b.endsAt || NOW < b.endsAt));
        expect(new Set(shown.map((b) => b.id))).toEqual(new Set(expected.map((b) => b.id)));
        for (let i = 1; i < shown.length; i++) {
          const [a, b] = [shown[i - 1]!, shown[i]!];
          expect(a.sort < b.sort || (a.sort === b.sort && a.id > b.id)).toBe(true);
        }
      }),
    );
  });
});
