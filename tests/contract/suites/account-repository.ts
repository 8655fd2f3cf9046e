import { beforeEach, describe, expect, it } from 'vitest';
import type { NewAccount } from '../../../core/platform/access/account';
import type { AccountRepository } from '../../../core/platform/access/ports';

export interface AccountsFixture {
  readonly accounts: AccountRepository;
}

export const newAccount = (username: string, overrides: Partial<NewAccount> = {}): NewAccount => ({
  username,
  nickname: username,
  type: 0,
  passwordHash: `hash-of-${username}`,
  isDefaultPassword: false,
  email: null,
  mobileNum: null,
  profile: {},
  paymentPasswordHash: null,
  registerIp: '198.51.100.1',
  ...overrides,
});

const at = (iso: string) => new Date(iso);

/** The AccountRepository contract: every adapter and fake must pass it from an empty store. */
export function accountRepositoryContract(fresh: () => Promise<AccountsFixture>): void {
  describe('AccountRepository contract', () => {
    let accounts: AccountRepository;
    beforeEach(async () => {
      ({ accounts } = await fresh());
    });

    it('create returns the stored account, and both finders return exactly it', async () => {
      const created = await accounts.create(
        newAccount('alice01', {
          nickname: 'Alice 🌸',
          type: 1,
          isDefaultPassword: true,
          email: 'a@example.com',
          mobileNum: '+923001234567',
          profile: { qqNum: '12345', line: 'ålice' },
        }),
      );
      expect(created).not.toBeNull();
      expect(created).toMatchObject({
        username: 'alice01',
        nickname: 'Alice 🌸',
        type: 1,
        passwordHash: 'hash-of-alice01',
        isDefaultPassword: true,
        email: 'a@example.com',
        mobileNum: '+923001234567',
        profile: { qqNum: '12345', line: 'ålice' },
        lockedUntil: null,
        firstLoginAt: null,
        lastLoginAt: null,
      });
      expect(await accounts.findById(created!.id)).toEqual(created);
      expect(await accounts.findByUsername('alice01')).toEqual(created);
    });

    it('findByMobile finds the first account with that exact mobile number, and nothing for another', async () => {
      const first = (await accounts.create(newAccount('mia', { mobileNum: '+923001234567' })))!;
      await accounts.create(newAccount('noah', { mobileNum: '+923001234567' }));
      await accounts.create(newAccount('olga'));
      expect(await accounts.findByMobile('+923001234567')).toEqual(first);
      expect(await accounts.findByMobile('+92300123456')).toBeNull();
    });

    it('a new account has its password-changed time equal to its creation time', async () => {
      const created = (await accounts.create(newAccount('bob')))!;
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(created.passwordChangedAt.getTime()).toBe(created.createdAt.getTime());
    });

    it('a taken username gives null and leaves the first account as it was', async () => {
      const first = (await accounts.create(newAccount('carol', { passwordHash: 'first' })))!;
      expect(await accounts.create(newAccount('carol', { passwordHash: 'second' }))).toBeNull();
      expect(await accounts.findByUsername('carol')).toEqual(first);
    });

    it('ids are distinct and each finds its own account', async () => {
      const names = ['u1', 'u2', 'u3', 'u4', 'u5'];
      const created = [];
      for (const name of names) created.push((await accounts.create(newAccount(name)))!);
      expect(new Set(created.map((a) => a.id)).size).toBe(names.length);
      for (const account of created) expect((await accounts.findById(account.id))?.username).toBe(account.username);
    });

    it('unknown usernames and ids find nothing; lookups are exact (no case folding)', async () => {
      await accounts.create(newAccount('dave'));
      expect(await accounts.findByUsername('nobody')).toBeNull();
      expect(await accounts.findByUsername('DAVE')).toBeNull();
      expect(await accounts.findByUsername('dave ')).toBeNull();
      expect(await accounts.findById(1)).toBeNull();
      for (const id of [0, -1, 2_147_483_648, 9_999_999_999, 1.5]) expect(await accounts.findById(id)).toBeNull();
    });

    it('rejects a username that is not lower case (the stored form is normalized)', async () => {
      await expect(accounts.create(newAccount('Erin'))).rejects.toThrow();
      expect(await accounts.findByUsername('erin')).toBeNull();
    });

    it('setPassword replaces hash, default flag and change time, and lifts a lock', async () => {
      const account = (await accounts.create(newAccount('frank', { isDefaultPassword: true })))!;
      await accounts.lockUntil(account.id, at('2026-03-01T10:15:00.123Z'));
      await accounts.setPassword(account.id, 'new-hash', false, at('2026-02-01T08:00:00.456Z'));
      const after = (await accounts.findById(account.id))!;
      expect(after).toMatchObject({ passwordHash: 'new-hash', isDefaultPassword: false, lockedUntil: null });
      expect(after.passwordChangedAt.toISOString()).toBe('2026-02-01T08:00:00.456Z');
      expect(after.createdAt).toEqual(account.createdAt);
    });

    it('recordLogin sets the last login every time but the first login only once', async () => {
      const account = (await accounts.create(newAccount('grace')))!;
      await accounts.recordLogin(account.id, at('2026-01-01T00:00:00.001Z'), '192.0.2.1');
      await accounts.recordLogin(account.id, at('2026-01-02T00:00:00.002Z'), '192.0.2.2');
      const after = (await accounts.findById(account.id))!;
      expect(after.firstLoginAt?.toISOString()).toBe('2026-01-01T00:00:00.001Z');
      expect(after.lastLoginAt?.toISOString()).toBe('2026-01-02T00:00:00.002Z');
    });

    it('lockUntil stores the time to the millisecond and can move it', async () => {
      const account = (await accounts.create(newAccount('heidi')))!;
      await accounts.lockUntil(account.id, at('2026-05-05T05:05:05.555Z'));
      expect((await accounts.findById(account.id))!.lockedUntil?.toISOString()).toBe('2026-05-05T05:05:05.555Z');
      await accounts.lockUntil(account.id, at('2026-05-05T05:20:05.555Z'));
      expect((await accounts.findByUsername('heidi'))!.lockedUntil?.toISOString()).toBe('2026-05-05T05:20:05.555Z');
    });

    it('a new account carries the payment password hash it was created with; setPaymentPassword replaces it and nothing else', async () => {
      const none = (await accounts.create(newAccount('kim')))!;
      expect(none.paymentPasswordHash).toBeNull();
      const account = (await accounts.create(newAccount('lena', { paymentPasswordHash: 'pay-hash' })))!;
      expect(account.paymentPasswordHash).toBe('pay-hash');
      await accounts.setPaymentPassword(account.id, 'pay-hash-2');
      expect(await accounts.findById(account.id)).toEqual({ ...account, paymentPasswordHash: 'pay-hash-2' });
    });

    it('updateProfile sets the nickname and merges the changes into the profile, an empty value removing its key', async () => {
      const account = (await accounts.create(newAccount('nour', { profile: { payeeName: 'Nour Ali', qqNum: '1', zalo: '0901234567' } })))!;
      await accounts.updateProfile(account.id, 'Nouri ✨', { birthday: '1990-02-28', qqNum: '', lineId: "o'brien" });
      expect(await accounts.findById(account.id)).toEqual({
        ...account,
        nickname: 'Nouri ✨',
        profile: { payeeName: 'Nour Ali', zalo: '0901234567', birthday: '1990-02-28', lineId: "o'brien" },
      });
      await accounts.updateProfile(account.id, 'Nouri ✨', {});
      expect((await accounts.findById(account.id))!.profile).toEqual({ payeeName: 'Nour Ali', zalo: '0901234567', birthday: '1990-02-28', lineId: "o'brien" });
    });

    it('setContact binds a mobile number or an email address, which findByMobile then finds', async () => {
      const account = (await accounts.create(newAccount('omar', { email: 'old@example.com' })))!;
      await accounts.setContact(account.id, { kind: 'mobile', value: '+923331112222' });
      await accounts.setContact(account.id, { kind: 'email', value: 'omar@example.com' });
      const bound = { ...account, mobileNum: '+923331112222', email: 'omar@example.com' };
      expect(await accounts.findById(account.id)).toEqual(bound);
      expect(await accounts.findByMobile('+923331112222')).toEqual(bound);
    });

    it('changes to one account leave every other account untouched', async () => {
      const a = (await accounts.create(newAccount('ivan')))!;
      const b = (await accounts.create(newAccount('judy')))!;
      await accounts.setPassword(a.id, 'x', true, at('2026-01-01T00:00:00Z'));
      await accounts.recordLogin(a.id, at('2026-01-01T00:00:00Z'), '192.0.2.1');
      await accounts.lockUntil(a.id, at('2027-01-01T00:00:00Z'));
      await accounts.setPaymentPassword(a.id, 'pay');
      await accounts.updateProfile(a.id, 'Ivan', { zalo: '0901234567' });
      await accounts.setContact(a.id, { kind: 'email', value: 'ivan@example.com' });
      expect(await accounts.findById(b.id)).toEqual(b);
    });
  });
}
