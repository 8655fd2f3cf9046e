import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLiveHost, liveChatHost, liveChatUrl, LIVE_HOST_NAME_MAX, LIVE_HOST_SCHEDULE_MAX } from '../../../../core/domain/engagement/live-host';

const good = { name: 'Ayesha', pictureUrl: '/uploads/ayesha.png', streamUrl: 'https://stream.example/ayesha.m3u8', schedule: 'Mon–Fri 20:00–23:00' };
const printable = (max: number) =>
  fc.string({ unit: fc.constantFrom(...'abc XYZ–ای12:'.split('')), minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');
const spaces = fc.constantFrom('', ' ', '  ');

describe('checkLiveHost', () => {
  it('keeps any printable name and schedule within their limits, trimmed', () => {
    fc.assert(
      fc.property(
        printable(LIVE_HOST_NAME_MAX),
        fc.string({ unit: fc.constantFrom(...'ab –:9'.split('')), maxLength: LIVE_HOST_SCHEDULE_MAX }),
        spaces,
        (name, schedule, pad) => {
          expect(checkLiveHost({ ...good, name: pad + name + pad, schedule: pad + schedule })).toEqual({
            ok: true,
            value: { ...good, name: name.trim(), schedule: schedule.trim() },
          });
        },
      ),
    );
  });

  it('refuses a blank or too long name, naming the field', () => {
    fc.assert(
      fc.property(fc.oneof(spaces, fc.string({ unit: fc.constant('x'), minLength: LIVE_HOST_NAME_MAX + 1, maxLength: LIVE_HOST_NAME_MAX + 20 })), (name) => {
        expect(checkLiveHost({ ...good, name })).toEqual({
          ok: false,
          error: { code: 'live.invalid_name', field: 'name', params: { max: LIVE_HOST_NAME_MAX } },
        });
      }),
    );
  });

  it('a stream is an https address; a picture a site path or an https address; anything else is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('http://x.example/s', 'javascript:alert(1)', '//evil.example/a', 'https://', 'ftp://x/y', '/a b', ''), (bad) => {
        expect(checkLiveHost({ ...good, streamUrl: bad })).toMatchObject({ ok: false, error: { code: 'live.invalid_stream', field: 'streamUrl' } });
        expect(checkLiveHost({ ...good, pictureUrl: bad })).toMatchObject({ ok: false, error: { code: 'live.invalid_picture', field: 'pictureUrl' } });
      }),
    );
    expect(checkLiveHost({ ...good, streamUrl: '/own/stream' })).toMatchObject({ ok: false, error: { field: 'streamUrl' } });
    expect(checkLiveHost({ ...good, pictureUrl: 'https://cdn.example/a.png' }).ok).toBe(true);
  });

  it('refuses control characters in the name and schedule', () => {
    expect(checkLiveHost({ ...good, name: 'Ay\u001b[2Jesha' })).toMatchObject({ ok: false, error: { code: 'validation.control_characters', field: 'name' } });
    expect(checkLiveHost({ ...good, schedule: 'late\nnight' })).toMatchObject({
      ok: false,
      error: { code: 'validation.control_characters', field: 'schedule' },
    });
  });
});

describe('liveChatUrl', () => {
  it('is a path on the portal itself whose liveChat parameter gives the host back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => {
        const url = new URL(liveChatUrl(id), 'https://portal.example');
        expect([url.origin, url.pathname, liveChatHost(url.searchParams)]).toEqual(['https://portal.example', '/', id]);
      }),
    );
  });

  it('names no host when the parameter is not a host id', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[1-9][0-9]{0,8}$/.test(s)),
        (value) => {
          expect(liveChatHost(new URLSearchParams({ liveChat: value }))).toBeNull();
        },
      ),
    );
    expect(liveChatHost(new URLSearchParams())).toBeNull();
  });
});
