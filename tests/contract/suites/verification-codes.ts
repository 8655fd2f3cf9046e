import { beforeEach, describe, expect, it } from 'vitest';
import type { VerificationCodes } from '../../../core/platform/verification/ports';
import type { FakeClock } from '../../support/fakes/clock';

export interface VerificationCodesFixture {
  readonly codes: VerificationCodes;
  /** The clock whose time new rows are stamped with. */
  readonly clock: FakeClock;
}

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

/** The VerificationCodes contract: every adapter and fake must pass it from an empty store. */
export function verificationCodesContract(fresh: () => Promise<VerificationCodesFixture>): void {
  describe('VerificationCodes contract', () => {
    let f: VerificationCodesFixture;
    beforeEach(async () => {
      f = await fresh();
      f.clock.set(T0);
    });
    const issue = (destination: string, codeHash: string, ip = '192.0.2.1', purpose: 'sms_login' | 'sms_register' = 'sms_login') =>
      f.codes.issue({ purpose, destination, codeHash, ip, expiresAt: new Date(f.clock.now().getTime() + 300_000) }, null);

    it('latest is the newest code of that purpose and destination, fresh and unused', async () => {
      expect(await f.codes.latest('sms_login', '+923001112233')).toBeNull();
      await issue('+923001112233', 'h1');
      f.clock.advance(61_000);
      await issue('+923001112233', 'h2');
      await issue('+923001112233', 'other-purpose', '192.0.2.1', 'sms_register');
      await issue('+923009998877', 'h3');
      const latest = (await f.codes.latest('sms_login', '+923001112233'))!;
      expect(latest).toMatchObject({ codeHash: 'h2', wrongTries: 0, usedAt: null });
      expect(latest.expiresAt.getTime()).toBe(T0 + 61_000 + 300_000);
    });

    it('wrong tries add up; consume succeeds once', async () => {
      await issue('+923001112233', 'h1');
      const { id } = (await f.codes.latest('sms_login', '+923001112233'))!;
      await f.codes.recordWrongTry(id);
      await f.codes.recordWrongTry(id);
      expect((await f.codes.latest('sms_login', '+923001112233'))!.wrongTries).toBe(2);
      const at = new Date(T0 + 5_000);
      expect(await Promise.all([f.codes.consume(id, at), f.codes.consume(id, at)])).toEqual(expect.arrayContaining([true, false]));
      expect((await f.codes.latest('sms_login', '+923001112233'))!.usedAt?.toISOString()).toBe(at.toISOString());
    });

    it('history counts sends to the destination and from the IP since a time', async () => {
      await issue('+923001112233', 'a', '192.0.2.1');
      f.clock.advance(30_000);
      await issue('+923001112233', 'b', '192.0.2.2');
      await issue('+923009998877', 'c', '192.0.2.1');
      const all = await f.codes.history('+923001112233', '192.0.2.1', new Date(T0));
      expect(all.toDestination.map((d) => d.getTime()).sort()).toEqual([T0, T0 + 30_000]);
      expect(all.fromIp).toBe(2);
      const later = await f.codes.history('+923001112233', '192.0.2.1', new Date(T0 + 1));
      expect(later).toEqual({ toDestination: [new Date(T0 + 30_000)], fromIp: 1 });
    });
  });
}
