import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realMoneyRefusal, type Role } from '../../../../core/domain/access/roles';
import { playModeFor, type PlayMode } from '../../../../core/domain/play/play-mode';

const ROLES: readonly Role[] = ['visitor', 'trial', 'member', 'agent', 'staff'];
const role = fc.constantFrom(...ROLES);
const asked = fc.constantFrom<PlayMode>('trial', 'real');

describe('the play mode of a launch', () => {
  it('real play only for whoever may use real money, and only when asked for', () => {
    fc.assert(
      fc.property(role, asked, (r, a) => {
        const mode = playModeFor(r, a);
        expect(mode.ok && mode.value === 'real').toBe(a === 'real' && realMoneyRefusal(r) === null);
      }),
    );
  });

  it('a trial account always plays trial mode, whatever it asks for, and is never refused', () => {
    fc.assert(
      fc.property(asked, (a) => {
        expect(playModeFor('trial', a)).toEqual({ ok: true, value: 'trial' });
      }),
    );
  });

  it('anyone may ask for a trial', () => {
    fc.assert(
      fc.property(role, (r) => {
        expect(playModeFor(r, 'trial')).toEqual({ ok: true, value: 'trial' });
      }),
    );
  });

  it('real play asked by a visitor or staff is refused with the real-money refusal', () => {
    expect(ROLES.map((r) => [r, playModeFor(r, 'real')])).toEqual([
      ['visitor', { ok: false, error: { code: 'access.not_logged_in' } }],
      ['trial', { ok: true, value: 'trial' }],
      ['member', { ok: true, value: 'real' }],
      ['agent', { ok: true, value: 'real' }],
      ['staff', { ok: false, error: { code: 'access.forbidden' } }],
    ]);
  });
});

describe('who may use real money', () => {
  it('members and agents; a trial account is asked to register', () => {
    expect(ROLES.map((r) => [r, realMoneyRefusal(r)])).toEqual([
      ['visitor', 'access.not_logged_in'],
      ['trial', 'access.need_true_account'],
      ['member', null],
      ['agent', null],
      ['staff', 'access.forbidden'],
    ]);
  });
});
