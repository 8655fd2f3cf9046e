import { beforeEach, describe, expect, it } from 'vitest';
import type { PasswordResets } from '../../../core/platform/verification/ports';

export interface PasswordResetsFixture {
  readonly resets: PasswordResets;
  readonly newAccountId: () => Promise<number>;
}

const T0 = new Date('2026-11-01T12:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const LINK = { channel: 'email', to: 'a@example.com', subject: 'Reset your password', text: 'Open the link' } as const;

/** The PasswordResets contract: every adapter and fake must pass it from an empty store. */
export function passwordResetsContract(fresh: () => Promise<PasswordResetsFixture>): void {
  describe('PasswordResets contract', () => {
    let f: PasswordResetsFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('a reset is found by its token hash until it expires, and for no other hash', async () => {
      const account = await f.newAccountId();
      await f.resets.create(account, 'hash-a', later(60_000), LINK);
      expect(await f.resets.findActive('hash-a', T0)).toMatchObject({ accountId: account });
      expect(await f.resets.findActive('hash-a', later(60_000))).toBeNull();
      expect(await f.resets.findActive('hash-b', T0)).toBeNull();
    });

    it('consume succeeds once, even when raced; a used reset is not found', async () => {
      const account = await f.newAccountId();
      await f.resets.create(account, 'hash-c', later(60_000), LINK);
      const { id } = (await f.resets.findActive('hash-c', T0))!;
      expect((await Promise.all([f.resets.consume(id, T0), f.resets.consume(id, T0)])).sort()).toEqual([false, true]);
      expect(await f.resets.findActive('hash-c', T0)).toBeNull();
    });
  });
}
