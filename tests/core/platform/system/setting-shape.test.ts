import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSetting, checkSettingValue } from '../../../../core/platform/system/setting-shape';
import { defaultSettings } from '../../../support/fakes/settings';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';
type Path = (string | number)[];

const kindOf = (v: Json): Kind => (v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as Kind));
const settings = defaultSettings() as unknown as Record<string, Json>;

/** Every node below a top-level setting, as a path from that setting. */
function paths(value: Json, at: Path = []): Path[] {
  const below = Array.isArray(value)
    ? value.flatMap((v, i) => paths(v, [...at, i]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))
      : [];
  return [at, ...below];
}
function get(value: Json, path: Path): Json {
  return path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, value);
}
function set(value: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, Json>;
  const parent = get(copy as Json, path.slice(0, -1)) as Record<string | number, Json>;
  parent[path.at(-1)!] = next;
  return copy as Json;
}

const valueOfKind: Record<Kind, fc.Arbitrary<Json>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  // Small positive integers satisfy every numeric setting's own rule (scale 0-8, timeouts >= 1).
  number: fc.integer({ min: 1, max: 8 }),
  string: fc.string(),
  array: fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  object: fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { minKeys: 1, maxKeys: 3 }),
};
const KINDS = Object.keys(valueOfKind) as Kind[];

/** (setting, path) pairs for every node of every default setting. */
const node = fc.constantFrom(...Object.entries(settings).flatMap(([key, value]) => paths(value).map((path) => ({ key, path }))));
const leaf = node.filter(({ key, path }) => !['array', 'object'].includes(kindOf(get(settings[key]!, path))));

describe('checkSetting (the check UpdateSetting makes)', () => {
  it('every default setting has its own shape, and so does a JSON copy of it', () => {
    for (const [key, value] of Object.entries(settings)) {
      expect(checkSetting(key, value, value), key).toBe(true);
      expect(checkSetting(key, value, JSON.parse(JSON.stringify(value))), key).toBe(true);
    }
  });

  it('a leaf replaced by another value of the same kind keeps the shape', () => {
    fc.assert(
      fc.property(leaf, fc.nat(), (where, seed) => {
        // Deposit and withdrawal methods (min <= max, a display name), sms (dialing codes, digit counts), publicUrl (a web address), merchantWallet (vendor codes) minimumAge (18 to 25), socialLogin (issuer addresses), vip (ordered levels) rebate (rates 0-10000 basis points) referral (a positive reward) points (a positive unit), feedback (word counts in order), realityCheck (10 s to a day), openRoundTimeoutMinutes (5 minutes to a week) and lottery (valid schedules and cut-off, a stake range) have value rules of their own, tested below and in the engagement rules' tests.
        fc.pre(
          ![
            'bankDeposit',
            'paymentPage',
            'withdrawal',
            'sms',
            'publicUrl',
            'merchantWallet',
            'minimumAge',
            'socialLogin',
            'vip',
            'rebate',
            'referral',
            'points',
            'feedback',
            'agency',
            'realityCheck',
            'openRoundTimeoutMinutes',
            'lottery',
          ].includes(where.key),
        );
        const current = settings[where.key]!;
        const kind = kindOf(get(current, where.path));
        const replacement = fc.sample(valueOfKind[kind], { seed, numRuns: 1 })[0]!;
        expect(checkSetting(where.key, current, set(current, where.path, replacement))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('any node replaced by a value of a different kind breaks the shape (null included)', () => {
    fc.assert(
      fc.property(node, fc.constantFrom(...KINDS), fc.nat(), (where, kind, seed) => {
        const current = settings[where.key]!;
        fc.pre(kindOf(get(current, where.path)) !== kind);
        const replacement = fc.sample(valueOfKind[kind], { seed, numRuns: 1 })[0]!;
        expect(checkSetting(where.key, current, set(current, where.path, replacement))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('an object with a key added or removed, at any depth, breaks the shape', () => {
    // Words in further languages (texts) are free in their languages and fields: tested below.
    const objectNode = node.filter(({ key, path }) => kindOf(get(settings[key]!, path)) === 'object' && !path.includes('texts'));
    fc.assert(
      fc.property(objectNode, fc.string({ minLength: 1 }), fc.boolean(), (where, extra, add) => {
        const current = settings[where.key]!;
        const target = get(current, where.path) as Record<string, Json>;
        fc.pre(!(extra in target));
        const changed = add ? { ...target, [extra]: 'x' } : Object.fromEntries(Object.entries(target).slice(1));
        fc.pre(add || Object.keys(target).length > 0);
        expect(checkSetting(where.key, current, set(current, where.path, changed))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('words in further languages may be left out or hold any languages and fields, but only text', () => {
    const page = settings['paymentPage'] as Record<string, Json>;
    const { texts: _, ...without } = page;
    for (const texts of [undefined, {}, { UR: {} }, { UR: { displayName: 'کارڈ' }, ZH: { displayName: '银行卡' } }]) {
      expect(checkSetting('paymentPage', page, texts === undefined ? without : { ...page, texts }), JSON.stringify(texts)).toBe(true);
    }
    for (const texts of [null, 'x', [], { ur: { displayName: 'x' } }, { UR: 'x' }, { UR: { displayName: 1 } }, { UR: { displayName: null } }]) {
      expect(checkSetting('paymentPage', page, { ...page, texts }), JSON.stringify(texts)).toBe(false);
    }
  });

  it('a feature tree is checked at every depth, below leaves whose children are empty too', () => {
    const tree = settings['whitelabel'] as Json[];
    const grandchild = (child: Json) => [...tree, { modId: 'NEW', enabled: true, childrenNodes: [{ modId: 'KID', enabled: false, childrenNodes: [child] }] }];
    expect(checkSetting('whitelabel', tree, grandchild({ modId: 'GRANDKID', enabled: true, childrenNodes: [] }))).toBe(true);
    const bads: Json[] = [
      null,
      'x',
      { modId: 'G', enabled: 'yes', childrenNodes: [] },
      { modId: 'G', enabled: true },
      { modId: 'G', enabled: true, childrenNodes: [], extra: 1 },
    ];
    for (const bad of bads) {
      expect(checkSetting('whitelabel', tree, grandchild(bad))).toBe(false);
    }
  });

  it('lists that are empty now still take only strings: region networks, image CDNs', () => {
    const region = settings['regionRestriction'] as Record<string, Json>;
    expect(checkSetting('regionRestriction', region, { ...region, cidrs: ['10.0.0.0/8'] })).toBe(true);
    expect(checkSetting('regionRestriction', region, { ...region, cidrs: [10] })).toBe(false);
    expect(checkSetting('imageCDNs', [], ['https://cdn.example.com'])).toBe(true);
    expect(checkSetting('imageCDNs', [], [null])).toBe(false);
    expect(checkSetting('customerService', [], [{ csType: 'LIVECHAT', url: '/x' }])).toBe(true);
    expect(checkSetting('customerService', [], [{ csType: 'LIVECHAT' }])).toBe(false);
  });

  it('the trial credit must be a whole, non-negative, safe number (it becomes a bigint)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true }), fc.integer()), (n) => {
        expect(checkSetting('trialCredit', 200_000, n)).toBe(Number.isSafeInteger(n) && n >= 0);
      }),
    );
  });
});

describe('checkSettingValue', () => {
  it("arrays: every new element must have the first current element's shape; an empty new array always fits", () => {
    expect(checkSettingValue(['EN', 'UR'], [])).toBe(true);
    expect(checkSettingValue(['EN', 'UR'], ['EN', 'UR', 'ZH'])).toBe(true);
    expect(checkSettingValue(['EN'], ['EN', 1])).toBe(false);
    expect(checkSettingValue([1, 2], [3, null])).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.integer()), (current, next) => {
        expect(checkSettingValue([0, ...current], next)).toBe(true);
        expect(checkSettingValue([0, ...current], [...next, 'x'])).toBe(false);
      }),
    );
  });

  it('key order does not matter for objects', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.integer(), { minKeys: 1 }), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(checkSettingValue(object, reversed)).toBe(true);
      }),
    );
  });
});

describe('checkSetting: the rules the shape cannot show', () => {
  const current = defaultSettings();
  it('refuses a negative or fractional currency scale, a zero idle timeout, a negative expiry and non-integer agent types', () => {
    expect(checkSetting('currency', current.currency, { ...current.currency, scale: -1 })).toBe(false);
    expect(checkSetting('currency', current.currency, { ...current.currency, scale: 1.5 })).toBe(false);
    expect(checkSetting('session', current.session, { idleMinutes: 0, absoluteHours: 12 })).toBe(false);
    expect(checkSetting('passwordExpiryDays', current.passwordExpiryDays, -3)).toBe(false);
    expect(checkSetting('agentTypes', current.agentTypes, [1, 'x'])).toBe(false);
    expect(checkSetting('agentTypes', current.agentTypes, [])).toBe(true);
    expect(checkSetting('session', current.session, { idleMinutes: 20, absoluteHours: 8 })).toBe(true);
    expect(checkSetting('bankDeposit', current.bankDeposit, { ...current.bankDeposit, min: 500, max: 100 })).toBe(false);
    expect(checkSetting('bankDeposit', current.bankDeposit, { ...current.bankDeposit, min: 0 })).toBe(false);
    expect(checkSetting('bankDeposit', current.bankDeposit, { ...current.bankDeposit, min: 100, max: 100 })).toBe(true);
    expect(checkSetting('withdrawal', current.withdrawal, { ...current.withdrawal, min: 500, max: 100 })).toBe(false);
    expect(checkSetting('withdrawal', current.withdrawal, { ...current.withdrawal, autoReceiptMinutes: 0 })).toBe(false);
    expect(checkSetting('withdrawal', current.withdrawal, { ...current.withdrawal, maxBankAccounts: 1.5 })).toBe(false);
    expect(checkSetting('withdrawal', current.withdrawal, { ...current.withdrawal, min: 100, max: 100, autoReceiptMinutes: 1, maxBankAccounts: 1 })).toBe(true);
    expect(checkSetting('paymentPage', current.paymentPage, { ...current.paymentPage, min: 500, max: 100 })).toBe(false);
    expect(checkSetting('paymentPage', current.paymentPage, { ...current.paymentPage, min: 0 })).toBe(false);
    expect(checkSetting('paymentPage', current.paymentPage, { ...current.paymentPage, displayName: '  ' })).toBe(false);
    expect(checkSetting('paymentPage', current.paymentPage, { ...current.paymentPage, enabled: false, min: 100, max: 100 })).toBe(true);
  });

  it('sms: a code lives 1 to 60 minutes; countries have +digits dialing codes and national lengths of 4 to 15', () => {
    const sms = settings['sms'] as { expiredMinutes: number; countries: { country: string; dialingCode: string; digits: number[] }[] };
    const pk = sms.countries[0]!;
    expect(checkSetting('sms', sms, { ...sms, expiredMinutes: 10 })).toBe(true);
    for (const expiredMinutes of [0, 61, 2.5]) expect(checkSetting('sms', sms, { ...sms, expiredMinutes })).toBe(false);
    for (const dialingCode of ['92', '+', '+12345', '+9a']) expect(checkSetting('sms', sms, { ...sms, countries: [{ ...pk, dialingCode }] })).toBe(false);
    for (const digits of [[3], [16], [9.5]]) expect(checkSetting('sms', sms, { ...sms, countries: [{ ...pk, digits }] })).toBe(false);
    expect(checkSetting('sms', sms, { ...sms, countries: [{ ...pk, digits: [9, 10] }] })).toBe(true);
  });

  it('publicUrl: an http or https address without query or fragment', () => {
    for (const url of ['https://play.example.com', 'http://localhost:8080', 'https://example.com/portal/'])
      expect(checkSetting('publicUrl', settings['publicUrl'], url)).toBe(true);
    for (const url of ['ftp://example.com', 'example.com', 'https://exa mple.com', 'https://example.com/?x=1', 'javascript:alert(1)'])
      expect(checkSetting('publicUrl', settings['publicUrl'], url)).toBe(false);
  });

  it('socialLogin issuers are empty (not set up) or an http(s) address without query or fragment', () => {
    const social = current.socialLogin;
    const withIssuer = (issuer: string) => ({ ...social, GOOGLE: { ...social.GOOGLE, issuer } });
    for (const issuer of ['', 'https://accounts.google.com', 'http://127.0.0.1:4000/oidc'])
      expect(checkSetting('socialLogin', social, withIssuer(issuer))).toBe(true);
    for (const issuer of ['accounts.google.com', 'https://idp.example.com/?x=1', 'javascript:alert(1)'])
      expect(checkSetting('socialLogin', social, withIssuer(issuer))).toBe(false);
  });

  it('realityCheck: the interval is whole seconds from 10 s to a day', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.double({ noNaN: true })), (intervalSeconds) => {
        expect(checkSetting('realityCheck', current.realityCheck, { intervalSeconds })).toBe(
          Number.isInteger(intervalSeconds) && intervalSeconds >= 10 && intervalSeconds <= 86_400,
        );
      }),
    );
  });

  it('minimumAge is a whole number of years from 18 to 25', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 40 }), fc.double({ noNaN: true })), (age) => {
        expect(checkSetting('minimumAge', 18, age)).toBe(Number.isInteger(age) && age >= 18 && age <= 25);
      }),
    );
  });

  it('merchantWallet lists distinct vendor codes (2-8 upper-case letters and digits), possibly none', () => {
    const wallet = current.merchantWallet;
    expect(checkSetting('merchantWallet', wallet, { isSingle: true, vendors: [] })).toBe(true);
    expect(checkSetting('merchantWallet', wallet, { isSingle: false, vendors: ['PG', 'EVO'] })).toBe(true);
    for (const vendors of [['PG', 'PG'], ['pg'], ['P'], ['main'], ['PG', 7], ['TOOLONGCODE']]) {
      expect(checkSetting('merchantWallet', wallet, { isSingle: false, vendors }), JSON.stringify(vendors)).toBe(false);
    }
  });

  it('openRoundTimeoutMinutes is a whole number of minutes from 5 to a week', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 20_000 }), fc.double({ noNaN: true })), (minutes) => {
        expect(checkSetting('openRoundTimeoutMinutes', 60, minutes)).toBe(Number.isInteger(minutes) && minutes >= 5 && minutes <= 10_080);
      }),
    );
  });

  it('seamless: the bet and win bounds are whole minor units from 1 to what the wire carries', () => {
    expect(checkSetting('seamless', current.seamless, { maxBet: 1, maxWin: 10 ** 15 })).toBe(true);
    for (const next of [{ maxBet: 0, maxWin: 100 }, { maxBet: 100, maxWin: 10 ** 15 + 1 }, { maxBet: 1.5, maxWin: 100 }, { maxBet: 100 }]) {
      expect(checkSetting('seamless', current.seamless, next), JSON.stringify(next)).toBe(false);
    }
  });

  it('lottery: schedules valid with the cut-off (shorter than a minute, the fastest game), a stake range from 1 up, an official results wait of 1 minute to 30 days', () => {
    const current = { closeBeforeSeconds: 10, officialVoidAfterMinutes: 2880, schedules: [], stake: { min: 100, max: 1000 } };
    const every = (gameCode: string, everyMinutes: number, dailyAt: string[] = []) => ({ gameCode, everyMinutes, dailyAt });
    expect(checkSetting('lottery', current, { ...current, schedules: [every('VN_FAST', 1), every('VN_NORTH', 0, ['18:15'])] })).toBe(true);
    for (const next of [
      { ...current, closeBeforeSeconds: 60 },
      { ...current, schedules: [every('VN_FAST', 0)] },
      { ...current, schedules: [every('VN_FAST', 0, ['25:00'])] },
      { ...current, stake: { min: 0, max: 10 } },
      { ...current, stake: { min: 10, max: 5 } },
      { ...current, officialVoidAfterMinutes: 0 },
      { ...current, officialVoidAfterMinutes: 1.5 },
      { ...current, officialVoidAfterMinutes: 43_201 },
    ]) {
      expect(checkSetting('lottery', current, next), JSON.stringify(next)).toBe(false);
    }
  });
});
