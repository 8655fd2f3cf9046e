import { beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../core/domain/kernel/result';
import type { StaffGateway } from '../../../core/portal/support/ports';
import { expectAllLoggedOut, expectRefused, failureOf, valueOf } from './portal-results';

export interface StaffGatewayFixture {
  /** A staff session. */
  readonly gateway: StaffGateway;
  /** A member with one session and no deposits, and an agent; neither under anyone. */
  readonly member: string;
  readonly agent: string;
  /** A user name no account has yet (lower case). */
  newUsername(): string;
  /** The member asks for a bank deposit of this many major units; answers its id. */
  requestDeposit(amount: string): Promise<number>;
  /** The same routes for the member's own session, and for a caller with no session. */
  readonly asMember: StaffGateway;
  readonly anonymous: StaffGateway;
}

const UNKNOWN = 'nobody_here';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Every StaffGateway call, as one caller makes them. */
const everyCall = (gateway: StaffGateway, account: string): (() => Promise<Result<unknown>>)[] => [
  () => gateway.member(account),
  () => gateway.settings(),
  () => gateway.setSetting('timezone', 'Asia/Karachi'),
  () => gateway.createStaff('helper01', 'Str0ng#Pass2026'),
  () => gateway.ledgerAudit(),
  () => gateway.deposits(undefined),
  () => gateway.approveDeposit(1),
  () => gateway.rejectDeposit(1, 'no'),
  () => gateway.setUpline(account, 'demo_agent'),
  () => gateway.memberSessions(account),
  () => gateway.revokeMemberSessions(account),
];

/** The portal's StaffGateway: the api client on a staff session against a real server, and the fake the support use cases run on. */
export function staffGatewayContract(fresh: () => Promise<StaffGatewayFixture>): void {
  describe('StaffGateway contract', () => {
    let f: StaffGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('looks a member up by name; an unknown name is access.member_not_found', async () => {
      const record = valueOf(await f.gateway.member(f.member));
      expect(record).toMatchObject({ account: f.member, role: 'member', type: 0, lockedUntil: null, id: expect.any(Number) });
      expect(typeof record.balance).toBe('bigint');
      expect(await f.gateway.member(UNKNOWN)).toEqual({ ok: false, error: { code: 'access.member_not_found' } });
    });

    it('writes one setting and answers them all; an unknown key or a value of the wrong shape is refused naming the key', async () => {
      const settings = valueOf(await f.gateway.settings());
      const maintenance = settings['maintenance'] as { enabled: boolean; message: string };
      expect(typeof settings['timezone']).toBe('string');
      const changed = valueOf(await f.gateway.setSetting('maintenance', { ...maintenance, message: 'Back at noon' }));
      expect(changed).toEqual({ ...settings, maintenance: { ...maintenance, message: 'Back at noon' } });
      expect(valueOf(await f.gateway.settings())).toEqual(changed);
      expect(await f.gateway.setSetting('noSuchKey', 1)).toEqual({ ok: false, error: { code: 'system.unknown_setting', params: { key: 'noSuchKey' } } });
      expect(await f.gateway.setSetting('timezone', 12)).toEqual({ ok: false, error: { code: 'system.invalid_setting_value', params: { key: 'timezone' } } });
      expect(valueOf(await f.gateway.setSetting('maintenance', maintenance))['maintenance']).toEqual(maintenance);
    });

    it('creates a staff account under its lower-case name; the same name again is access.username_taken; a weak password is refused on password', async () => {
      const username = f.newUsername();
      const typed = username.replace(/^./, (c) => c.toUpperCase());
      expect(valueOf(await f.gateway.createStaff(typed, 'Str0ng#Pass2026'))).toEqual({ id: expect.any(Number), account: username });
      expectRefused(await f.gateway.createStaff(typed, 'Str0ng#Pass2026'), 'access.username_taken', { field: 'username' });
      expect(failureOf(await f.gateway.createStaff(f.newUsername(), 'short'))).toMatchObject({
        code: expect.stringMatching(/^validation\./),
        field: 'password',
      });
    });

    it('the audit of a consistent ledger is ok: balances sum to zero, nothing mismatched, repeated or negative', async () => {
      const audit = valueOf(await f.gateway.ledgerAudit());
      expect(audit).toMatchObject({
        ok: true,
        mismatches: [],
        duplicateKeys: 0,
        negativeAccounts: [],
        sumOfBalances: 0n,
        accounts: expect.any(Number),
        transfers: expect.any(Number),
      });
    });

    it('a pending deposit is listed; approving it (again) decides it, a decided one cannot be rejected; a rejection needs a reason', async () => {
      const approved = await f.requestDeposit('150');
      const rejected = await f.requestDeposit('160');
      const listed = valueOf(await f.gateway.deposits('pending')).find((d) => d.id === approved);
      expect(listed).toMatchObject({
        account: f.member,
        method: 'bank_transfer',
        amount: 15_000n,
        scale: 2,
        status: 'pending',
        reason: null,
        orderId: null,
        createdAt: expect.stringMatching(ISO),
      });
      expect(valueOf(await f.gateway.approveDeposit(approved))).toMatchObject({ id: approved, account: f.member, amount: 15_000n, status: 'approved' });
      expect(valueOf(await f.gateway.approveDeposit(approved))).toMatchObject({ id: approved, status: 'approved' });
      expectRefused(await f.gateway.rejectDeposit(approved, 'too late'), 'wallet.deposit_decided');
      expectRefused(await f.gateway.rejectDeposit(rejected, '  '), 'validation.required', { field: 'reason' });
      expect(valueOf(await f.gateway.rejectDeposit(rejected, 'not received'))).toMatchObject({ id: rejected, status: 'rejected', reason: 'not received' });
      expectRefused(await f.gateway.approveDeposit(rejected), 'wallet.deposit_decided');
      const ids = async (status: 'pending' | 'approved' | 'rejected') => valueOf(await f.gateway.deposits(status)).map((d) => d.id);
      expect(await ids('pending')).not.toContain(approved);
      expect(await ids('approved')).toContain(approved);
      expect(await ids('rejected')).toContain(rejected);
      expect(await f.gateway.approveDeposit(999_999_999)).toEqual({ ok: false, error: { code: 'wallet.deposit_not_found' } });
      expect(await f.gateway.rejectDeposit(999_999_999, 'x')).toEqual({ ok: false, error: { code: 'wallet.deposit_not_found' } });
    });

    it('links a member under an upline; an unknown name on either side is access.member_not_found on that field; an account under itself is agency.upline_cycle', async () => {
      expect(valueOf(await f.gateway.setUpline(f.member, f.agent))).toEqual({ account: f.member, upline: f.agent });
      expectRefused(await f.gateway.setUpline(UNKNOWN, f.agent), 'access.member_not_found', { field: 'account' });
      expectRefused(await f.gateway.setUpline(f.member, UNKNOWN), 'access.member_not_found', { field: 'upline' });
      expectRefused(await f.gateway.setUpline(f.agent, f.agent), 'agency.upline_cycle');
      expectRefused(await f.gateway.setUpline(f.agent, f.member), 'agency.upline_cycle');
    });

    it("lists a member's sessions and revokes them all; an unknown name is access.member_not_found", async () => {
      const sessions = valueOf(await f.gateway.memberSessions(f.member));
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions)
        expect(s).toEqual({
          id: expect.any(Number),
          ip: expect.any(String),
          userAgent: expect.any(String),
          createdAt: expect.stringMatching(ISO),
          lastSeenAt: expect.stringMatching(ISO),
          current: false,
        });
      expect(valueOf(await f.gateway.revokeMemberSessions(f.member))).toEqual({ revoked: sessions.length });
      expect(valueOf(await f.gateway.memberSessions(f.member))).toEqual([]);
      expect(await f.gateway.memberSessions(UNKNOWN)).toEqual({ ok: false, error: { code: 'access.member_not_found' } });
      expect(await f.gateway.revokeMemberSessions(UNKNOWN)).toEqual({ ok: false, error: { code: 'access.member_not_found' } });
    });

    it("only staff may: a member's session is access.forbidden on every call, no session is access.not_logged_in", async () => {
      for (const call of everyCall(f.asMember, f.member)) expect(failureOf(await call()).code).toBe('access.forbidden');
      await expectAllLoggedOut(everyCall(f.anonymous, f.member));
    });
  });
}
