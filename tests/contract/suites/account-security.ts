import { beforeEach, describe, expect, it } from 'vitest';
import type { Authenticators, KnownIps, LoginChallenges, LoginHistory, LoginRecord } from '../../../core/platform/access/ports';

export interface AccountSecurityFixture {
  readonly knownIps: KnownIps;
  readonly challenges: LoginChallenges;
  readonly authenticators: Authenticators;
  readonly history: LoginHistory;
  /** Makes an account the rows can belong to (the SQL tables have foreign keys). */
  newAccountId(): Promise<number>;
}

const t0 = new Date('2026-01-15T12:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);
const SECRET = Uint8Array.from({ length: 20 }, (_, i) => i * 13);

export function accountSecurityContract(fresh: () => Promise<AccountSecurityFixture>): void {
  describe('account security ports contract', () => {
    let f: AccountSecurityFixture;
    let account: number;
    beforeEach(async () => {
      f = await fresh();
      account = await f.newAccountId();
    });

    describe('KnownIps', () => {
      it('knows an IP only for the account it was remembered for, and remembering twice is harmless', async () => {
        const other = await f.newAccountId();
        expect(await f.knownIps.isKnown(account, '192.0.2.1')).toBe(false);
        await f.knownIps.remember(account, '192.0.2.1', t0);
        await f.knownIps.remember(account, '192.0.2.1', plus(5));
        expect(await f.knownIps.isKnown(account, '192.0.2.1')).toBe(true);
        expect(await f.knownIps.isKnown(account, '192.0.2.2')).toBe(false);
        expect(await f.knownIps.isKnown(other, '192.0.2.1')).toBe(false);
      });
    });

    describe('LoginChallenges', () => {
      const challenge = (id: string, accountId: number) => ({ id, accountId, ip: '192.0.2.9', factors: ['totp', 'bank'] as const, expiresAt: plus(300_000) });

      it('finds a created challenge open, with no wrong answers and no code', async () => {
        await f.challenges.create(challenge('c1', account));
        expect(await f.challenges.find('c1')).toEqual({
          ...challenge('c1', account),
          factors: ['totp', 'bank'],
          wrongAnswers: 0,
          closedAt: null,
          codeFactor: null,
          codeHash: null,
        });
        expect(await f.challenges.find('c2')).toBeNull();
      });

      it('counts wrong answers up to the limit only, and none on a closed challenge', async () => {
        await f.challenges.create(challenge('c1', account));
        expect(await f.challenges.recordWrong('c1', 2)).toBe(1);
        expect(await f.challenges.recordWrong('c1', 2)).toBe(2);
        expect(await f.challenges.recordWrong('c1', 2)).toBeNull();
        expect((await f.challenges.find('c1'))?.wrongAnswers).toBe(2);
        await f.challenges.create(challenge('c2', account));
        expect(await f.challenges.close('c2', plus(1))).toBe(true);
        expect(await f.challenges.recordWrong('c2', 5)).toBeNull();
        expect(await f.challenges.recordWrong('missing', 5)).toBeNull();
      });

      it('closes once: the second close loses', async () => {
        await f.challenges.create(challenge('c1', account));
        expect(await f.challenges.close('c1', plus(1))).toBe(true);
        expect(await f.challenges.close('c1', plus(2))).toBe(false);
        expect((await f.challenges.find('c1'))?.closedAt).toEqual(plus(1));
      });

      it('a newer code replaces the one before', async () => {
        await f.challenges.create(challenge('c1', account));
        await f.challenges.setCode('c1', 'sms', 'h1', { channel: 'sms', to: '+923001234567', subject: null, text: 'code 111111' });
        await f.challenges.setCode('c1', 'email', 'h2', { channel: 'email', to: 'a@example.com', subject: 'Login code', text: 'code 222222' });
        expect(await f.challenges.find('c1')).toMatchObject({ codeFactor: 'email', codeHash: 'h2' });
      });
    });

    describe('Authenticators', () => {
      it('stages a secret unconfirmed; staging again replaces it until confirmed, then refuses', async () => {
        expect(await f.authenticators.find(account)).toBeNull();
        expect(await f.authenticators.stage(account, Uint8Array.from([1, 2, 3, 4, 5]), t0)).toBe(true);
        expect(await f.authenticators.stage(account, SECRET, plus(1))).toBe(true);
        expect(await f.authenticators.find(account)).toEqual({ secret: SECRET, confirmedAt: null, lastUsedStep: null, recoveryCodesLeft: 0 });
        expect(await f.authenticators.confirm(account, 100, ['r1', 'r2', 'r3'], plus(2))).toBe(true);
        expect(await f.authenticators.confirm(account, 101, ['r4'], plus(3))).toBe(false);
        expect(await f.authenticators.stage(account, Uint8Array.from([9]), plus(4))).toBe(false);
        expect(await f.authenticators.find(account)).toEqual({ secret: SECRET, confirmedAt: plus(2), lastUsedStep: 100, recoveryCodesLeft: 3 });
      });

      it('a step passes only when later than the last one used, and only once confirmed', async () => {
        await f.authenticators.stage(account, SECRET, t0);
        expect(await f.authenticators.useStep(account, 5)).toBe(false);
        await f.authenticators.confirm(account, 100, [], plus(1));
        expect(await f.authenticators.useStep(account, 100)).toBe(false);
        expect(await f.authenticators.useStep(account, 99)).toBe(false);
        expect(await f.authenticators.useStep(account, 101)).toBe(true);
        expect(await f.authenticators.useStep(account, 101)).toBe(false);
        expect((await f.authenticators.find(account))?.lastUsedStep).toBe(101);
      });

      it("a recovery code is used once, only its own account's, and removal forgets everything", async () => {
        const other = await f.newAccountId();
        await f.authenticators.stage(account, SECRET, t0);
        expect(await f.authenticators.useRecoveryCode(account, 'r1', plus(1))).toBe(false);
        await f.authenticators.confirm(account, 1, ['r1', 'r2'], plus(1));
        expect(await f.authenticators.useRecoveryCode(other, 'r1', plus(2))).toBe(false);
        expect(await f.authenticators.useRecoveryCode(account, 'r1', plus(2))).toBe(true);
        expect(await f.authenticators.useRecoveryCode(account, 'r1', plus(3))).toBe(false);
        expect(await f.authenticators.useRecoveryCode(account, 'nope', plus(3))).toBe(false);
        expect((await f.authenticators.find(account))?.recoveryCodesLeft).toBe(1);
        await f.authenticators.remove(account);
        expect(await f.authenticators.find(account)).toBeNull();
        expect(await f.authenticators.useRecoveryCode(account, 'r2', plus(4))).toBe(false);
        expect(await f.authenticators.stage(account, SECRET, plus(5))).toBe(true);
      });
    });

    describe('LoginHistory', () => {
      it("gives the account's own lines, newest first, up to the limit", async () => {
        const other = await f.newAccountId();
        const line = (n: number, success: boolean): LoginRecord => ({
          at: plus(n),
          ip: `192.0.2.${n}`,
          userAgent: `UA ${n}`,
          success,
          method: 'password',
          factor: success ? 'totp' : null,
        });
        for (let n = 1; n <= 4; n++) await f.history.record(account, line(n, n % 2 === 0));
        await f.history.record(other, line(9, true));
        expect(await f.history.recent(account, 3)).toEqual([line(4, true), line(3, false), line(2, true)]);
        expect(await f.history.recent(other, 10)).toEqual([line(9, true)]);
      });

      it("lastLoginBefore gives the account's latest successful login strictly before the time, or null", async () => {
        const other = await f.newAccountId();
        const line = (n: number, success: boolean): LoginRecord => ({ at: plus(n), ip: '192.0.2.1', userAgent: '', success, method: 'password', factor: null });
        expect(await f.history.lastLoginBefore(account, plus(10))).toBeNull();
        for (const [n, success] of [
          [1, true],
          [3, true],
          [4, false],
          [6, true],
        ] as const)
          await f.history.record(account, line(n, success));
        await f.history.record(other, line(5, true));
        expect(await f.history.lastLoginBefore(account, plus(6))).toEqual(plus(3));
        expect(await f.history.lastLoginBefore(account, plus(7))).toEqual(plus(6));
        expect(await f.history.lastLoginBefore(account, plus(1))).toBeNull();
      });
    });
  });
}
