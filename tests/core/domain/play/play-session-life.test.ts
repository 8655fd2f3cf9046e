import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueForTouch, sessionTimedOut } from '../../../../core/domain/access/session-timeout';
import { playSessionLive } from '../../../../core/domain/play/play-session-life';
import { stakeRefusal } from '../../../../core/domain/system/system-state';

const NOW = new Date('2026-11-25T12:00:00Z');
const MINUTE = 60_000;
const around = (minutes: number) => fc.integer({ min: -minutes, max: minutes }).map((m) => new Date(NOW.getTime() + m * MINUTE));
const login = fc.record({ lastSeenAt: around(120), expiresAt: around(120) });
const limits = fc.record({ idleMinutes: fc.integer({ min: 1, max: 90 }) });

describe('sessionTimedOut', () => {
  it('property: a login is live exactly while before its expiry and idle no longer than the limit', () => {
    fc.assert(
      fc.property(login, limits, (session, limit) => {
        const live = NOW < session.expiresAt && NOW.getTime() - session.lastSeenAt.getTime() <= limit.idleMinutes * MINUTE;
        expect(sessionTimedOut(session, NOW, limit)).toBe(!live);
      }),
    );
  });

  it('property: a login used within the last minute is not touched again', () => {
    fc.assert(
      fc.property(login, (session) => {
        expect(dueForTouch(session, NOW)).toBe(NOW.getTime() - session.lastSeenAt.getTime() > MINUTE);
      }),
    );
  });
});

describe('playSessionLive', () => {
  const playSession = fc.record({
    accountId: fc.option(fc.integer({ min: 1, max: 1000 })),
    loginSessionId: fc.option(fc.integer({ min: 1, max: 1000 })),
    login: fc.option(login),
  });

  it('property: a play session lives only while the login that opened it lives; without a login only a trial does', () => {
    fc.assert(
      fc.property(playSession, limits, (session, limit) => {
        const live = playSessionLive(session, NOW, limit);
        if (session.loginSessionId === null) expect(live).toBe(session.accountId === null);
        else expect(live).toBe(session.login !== null && !sessionTimedOut(session.login, NOW, limit));
      }),
    );
  });

  it('property: real play never outlives its login, whatever the play session holds', () => {
    fc.assert(
      fc.property(playSession, limits, (session, limit) => {
        const real = { ...session, accountId: session.accountId ?? 1 };
        if (real.login === null || sessionTimedOut(real.login, NOW, limit)) expect(playSessionLive(real, NOW, limit)).toBe(false);
      }),
    );
  });
});

describe('stakeRefusal', () => {
  it('property: maintenance refuses every stake, and only maintenance', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (enabled, message) => {
        expect(stakeRefusal({ maintenance: { enabled, message } })).toBe(enabled ? 'system.maintenance' : null);
      }),
    );
  });
});
