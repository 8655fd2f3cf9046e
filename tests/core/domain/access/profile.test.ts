import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround, visibleCodePoint } from '../../../support/arbitraries';
import {
  AVATARS,
  INCOME_SOURCES,
  PROFILE_FIELDS,
  ageOn,
  applyProfileChange,
  validateProfileChange,
  type Profile,
  type ProfileField,
} from '../../../../core/domain/access/profile';
import { fromDayNumber } from '../../../../core/domain/kernel/calendar';

/** Days since 1970-01-01 from 1900 to 2100. */
const date = fc.integer({ min: -25_567, max: 47_482 }).map(fromDayNumber);
const rules = (overrides: Partial<{ minimumAge: number; today: string; realNameLocked: boolean }> = {}) => ({
  minimumAge: 18,
  today: '2026-11-24',
  realNameLocked: false,
  ...overrides,
});

const validValue = fc.constantFrom(
  ['nickname', 'Lotus King'],
  ['realName', 'Sara Ahmed'],
  ['birthday', '1990-05-17'],
  ['address', '12 Mall Road, Lahore'],
  ['nationality', 'Pakistani'],
  ['occupation', 'Engineer'],
  ['incomeSource', 'salary'],
  ['telegram', '@lotus_king'],
  ['zalo', '0901234567'],
  ['lineId', 'lotus.king'],
  ['avatar', 'crown'],
) as fc.Arbitrary<[string, string]>;
const anyValue = fc.tuple(
  fc.constantFrom(...PROFILE_FIELDS, 'email', 'payeeName'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', ' ', ...AVATARS, ...INCOME_SOURCES, '2000-02-29', 'Ali Khan')),
);
const changes = fc.array(fc.oneof(validValue, anyValue), { maxLength: 8 }).map((entries) => Object.fromEntries(entries) as Record<string, string>);
const current = fc.array(validValue, { maxLength: 11 }).map((entries) => Object.fromEntries(entries) as Profile);

describe('profile rules', () => {
  it('age grows by exactly one on each anniversary and never goes down as today moves on', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 400 }), (birthday, years, later) => {
        const [y, m, d] = birthday.split('-');
        const anniversary = `${String(Number(y) + years).padStart(4, '0')}-${m}-${d}`;
        fc.pre(m !== '02' || d !== '29'); // the anniversary may not exist
        expect(ageOn(birthday, anniversary)).toBe(years);
        const dayBefore = fromDayNumber(Math.round(Date.parse(`${anniversary}T00:00:00Z`) / 86_400_000) - 1);
        if (years > 0) expect(ageOn(birthday, dayBefore)).toBe(years - 1);
        const afterwards = fromDayNumber(Math.round(Date.parse(`${anniversary}T00:00:00Z`) / 86_400_000) + later);
        expect(ageOn(birthday, afterwards)).toBeGreaterThanOrEqual(years);
      }),
    );
  });

  it('a birthday is accepted exactly when it shows the minimum age on the day', () => {
    fc.assert(
      fc.property(date, date, fc.integer({ min: 18, max: 25 }), (birthday, today, minimumAge) => {
        const checked = validateProfileChange({}, { birthday }, rules({ minimumAge, today }));
        expect(checked.ok).toBe(ageOn(birthday, today) >= minimumAge);
        if (!checked.ok) expect(checked.error).toMatchObject({ code: 'profile.under_age', field: 'birthday', params: { age: minimumAge } });
      }),
    );
  });

  it('a locked real name never changes, whatever else the change holds', () => {
    fc.assert(
      fc.property(current, changes, (before, change) => {
        const checked = validateProfileChange(before, change, rules({ realNameLocked: true }));
        if (checked.ok) expect(applyProfileChange(before, checked.value).realName).toBe(before.realName);
        const changed = typeof change['realName'] === 'string' && change['realName'].trim() !== (before.realName ?? '');
        if (changed) expect(checked.ok).toBe(false);
      }),
    );
  });

  it('an accepted change holds only profile fields, touches only what was asked, and applying it twice changes nothing more', () => {
    fc.assert(
      fc.property(current, changes, (before, change) => {
        const checked = validateProfileChange(before, change, rules());
        if (!checked.ok) expect((checked.error.value as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
        fc.pre(checked.ok);
        expect(Object.keys(checked.value).every((k) => (PROFILE_FIELDS as readonly string[]).includes(k) && k in change)).toBe(true);
        const after = applyProfileChange(before, checked.value);
        for (const field of PROFILE_FIELDS) if (!(field in change)) expect(after[field]).toBe(before[field]);
        expect(Object.values(after).every((v) => v !== '')).toBe(true);
        const again = validateProfileChange(after, change, rules());
        expect(again).toEqual({ ok: true, value: {} });
      }),
    );
  });

  it('property: each field is taken from its shortest to its longest and refused one character under or over, naming the field', () => {
    const letters = fc.constantFrom('a', 'Z', 'é', 'ي');
    // field, shortest, longest, characters, and a fixed start (a real name has two words; a Telegram handle starts with a letter)
    const bounds: [ProfileField, number, number, fc.Arbitrary<string>, string][] = [
      ['nickname', 2, 20, visibleCodePoint, ''],
      ['realName', 3, 64, letters, 'a '],
      ['address', 5, 200, visibleCodePoint, ''],
      ['nationality', 2, 40, letters, ''],
      ['occupation', 2, 60, letters, ''],
      ['zalo', 9, 11, fc.constantFrom(...'0123456789'), ''],
      ['telegram', 5, 32, fc.constantFrom(...'aZ09_'), 'a'],
      ['lineId', 4, 20, fc.constantFrom(...'az09._-'), ''],
    ];
    const edges = fc.tuple(
      ...bounds.map(([field, min, max, unit, start]) =>
        fc.oneof(textAround(min - start.length, unit), textAround(max - start.length, unit)).map((text) => ({ field, min, max, value: start + text })),
      ),
    );
    fc.assert(
      fc.property(edges, (cases) => {
        for (const { field, min, max, value } of cases) {
          const checked = validateProfileChange({}, { [field]: value }, rules());
          const length = [...value].length;
          if (length >= min && length <= max) expect(checked).toEqual({ ok: true, value: { [field]: value } });
          else expect(checked.ok ? [] : (checked.error.value!['errors'] as { field: string }[]).map((e) => e.field)).toEqual([field]);
        }
      }),
    );
  });

  it('refuses unknown fields, non-text values, a cleared nickname and choices outside their lists', () => {
    const checked = validateProfileChange(
      { nickname: 'Ali' },
      { email: 'a@b.co', zalo: 5, nickname: ' ', avatar: 'dragon', incomeSource: 'lottery', lineId: 'UPPER' },
      rules(),
    );
    if (checked.ok) throw new Error('accepted');
    const errors = checked.error.value!['errors'] as { field: string; code: string }[];
    expect(Object.fromEntries(errors.map((e) => [e.field, e.code]))).toEqual({
      email: 'validation.field_not_accepted',
      zalo: 'validation.required',
      nickname: 'validation.required',
      avatar: 'profile.invalid_avatar',
      incomeSource: 'profile.invalid_income_source',
      lineId: 'profile.invalid_line_id',
    });
  });
});
