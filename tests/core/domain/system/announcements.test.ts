import fc from 'fast-check';
import { textAround } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_KINDS,
  announcementsFor,
  EXECUTIONS,
  executionsFor,
  validateAnnouncement,
  type Announcement,
} from '../../../../core/domain/system/announcements';

const NOW = new Date('2026-11-25T12:00:00Z');
const time = fc.option(fc.integer({ min: -5, max: 5 }).map((h) => new Date(NOW.getTime() + h * 3_600_000)));
const announcement = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  kind: fc.constantFrom(...ANNOUNCEMENT_KINDS),
  execution: fc.constantFrom(...EXECUTIONS),
  title: fc.constant('t'),
  content: fc.constant(''),
  sort: fc.integer({ min: 0, max: 5 }),
  startsAt: time,
  endsAt: time,
  enabled: fc.boolean(),
  texts: fc.constant({}),
});
const viewers = ['anonymous', 'member', 'first_login'] as const;

describe('announcementsFor', () => {
  it('property: a viewer sees exactly the enabled announcements of the asked kinds, for its audience, in their window, by sort then newest', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(announcement, { selector: (a) => a.id }),
        fc.subarray([...ANNOUNCEMENT_KINDS]),
        fc.constantFrom(...viewers),
        (all: Announcement[], kinds, viewer) => {
          const shown = announcementsFor(all, kinds, viewer, NOW);
          const audience = viewer === 'anonymous' ? ['B'] : viewer === 'first_login' ? ['A', 'F'] : ['A'];
          const expected = all.filter(
            (a) => kinds.includes(a.kind) && audience.includes(a.execution) && a.enabled && (!a.startsAt || a.startsAt <= NOW) && (!a.endsAt || NOW < a.endsAt),
          );
          expect(new Set(shown.map((a) => a.id))).toEqual(new Set(expected.map((a) => a.id)));
          for (let i = 1; i < shown.length; i++)
            expect(shown[i - 1]!.sort < shown[i]!.sort || (shown[i - 1]!.sort === shown[i]!.sort && shown[i - 1]!.id > shown[i]!.id)).toBe(true);
        },
      ),
    );
  });

  it('anonymous visitors never see logged-in or first-login announcements, and players never see anonymous ones', () => {
    expect(executionsFor('anonymous')).toEqual(['B']);
    expect(executionsFor('member')).toEqual(['A']);
    expect(executionsFor('first_login')).toEqual(['A', 'F']);
  });
});

describe('validateAnnouncement', () => {
  it('names every bad field at once and keeps trimmed texts', () => {
    const bad = validateAnnouncement({
      kind: 'XX',
      execution: 'Z',
      title: ' ',
      content: 'x'.repeat(5001),
      sort: 10_000,
      startsAt: NOW,
      endsAt: NOW,
      texts: {},
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect((bad.error.value!['errors'] as { field: string }[]).map((f) => f.field)).toEqual(['kind', 'execution', 'title', 'content', 'sort', 'endsAt']);
    expect(validateAnnouncement({ kind: 'PU', execution: 'B', title: ' Hello ', content: ' Body ', sort: 0, startsAt: null, endsAt: null, texts: {} })).toEqual(
      {
        ok: true,
        value: { kind: 'PU', execution: 'B', title: 'Hello', content: 'Body', sort: 0, startsAt: null, endsAt: null, texts: {} },
      },
    );
  });

  it('property: a title is taken up to 100 characters and the content up to 5,000; one more is refused, naming the field', () => {
    const good = { kind: 'PU', execution: 'B', title: 'Hello', content: 'Body', sort: 0, startsAt: null, endsAt: null, texts: {} };
    const codesOf = (r: ReturnType<typeof validateAnnouncement>) => (r.ok ? [] : (r.error.value!['errors'] as { code: string }[]).map((e) => e.code));
    fc.assert(
      fc.property(textAround(100), textAround(5000), (title, content) => {
        expect(codesOf(validateAnnouncement({ ...good, title }))).toEqual(title.length <= 100 ? [] : ['announcement.invalid_title']);
        expect(codesOf(validateAnnouncement({ ...good, content }))).toEqual(content.length <= 5000 ? [] : ['validation.too_long']);
      }),
    );
  });
});
