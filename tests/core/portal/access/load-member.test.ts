import { describe, expect, it } from 'vitest';
import type { FailureCode } from '../../../../core/domain/kernel/failure-code';
import { fail, ok } from '../../../../core/domain/kernel/result';
import { LoadMember } from '../../../../core/portal/access/load-member';
import type { MemberInfo } from '../../../../core/portal/access/types';
import { FakeAuthGateway } from '../../../support/fakes/portal-auth-gateway';
import { MemorySessionStore } from '../../../support/fakes/portal-session-store';

const member: MemberInfo = {
  id: 1,
  account: 'alice',
  nickname: 'Alice',
  type: 0,
  role: 'member',
  balance: 12_345n,
  scale: 2,
  currencySymbol: 'Rs ',
  currencyCode: 'PKR',
  vip: false,
  vipLabel: '',
  unreadCount: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  hasPaymentPassword: false,
  avatar: null,
  language: 'EN',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('LoadMember', () => {
  it('returns the member and keeps the stored session', async () => {
    const auth = new FakeAuthGateway();
    auth.memberAnswer = ok(member);
    const store = new MemorySessionStore({ account: 'alice', token: 't' });
    expect(await new LoadMember(auth, store).execute()).toEqual({ ok: true, value: member });
    expect(store.load()).toEqual({ account: 'alice', token: 't' });
  });

  it('a session the server no longer knows (not logged in, expired) is forgotten locally', async () => {
    for (const code of ['access.not_logged_in', 'access.session_expired'] as const) {
      const auth = new FakeAuthGateway();
      auth.memberAnswer = fail(code);
      const store = new MemorySessionStore({ account: 'alice', token: 't' });
      expect(await new LoadMember(auth, store).execute()).toEqual({ ok: false, error: { code } });
      expect(store.load()).toBeNull();
    }
  });

  it('other failures (network, server) keep the session for a retry', async () => {
    for (const code of ['network.unreachable', 'server.error', 'access.forbidden'] as FailureCode[]) {
      const auth = new FakeAuthGateway();
      auth.memberAnswer = fail(code);
      const store = new MemorySessionStore({ account: 'alice', token: 't' });
      await new LoadMember(auth, store).execute();
      expect(store.load(), code).not.toBeNull();
    }
  });
});
