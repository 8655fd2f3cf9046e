import { describe, expect, it } from 'vitest';
import type { FailureCode } from '../../../../core/domain/kernel/failure-code';
import { fail } from '../../../../core/domain/kernel/result';
import { SignOut } from '../../../../core/portal/access/sign-out';
import { FakeAuthGateway } from '../../../support/fakes/portal-auth-gateway';
import { MemorySessionStore } from '../../../support/fakes/portal-session-store';

describe('SignOut', () => {
  it('ends the server session and forgets the local one', async () => {
    const auth = new FakeAuthGateway();
    const store = new MemorySessionStore({ account: 'alice', token: auth.signedIn('alice', 'alice123') });
    expect(await new SignOut(auth, store).execute()).toEqual({ ok: true, value: null });
    expect(auth.count('logout')).toBe(1);
    expect(await auth.memberInfo()).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
    expect(store.load()).toBeNull();
  });

  it('a server that already forgot the session (any access.* answer) still counts as signed out', async () => {
    const auth = new FakeAuthGateway();
    const store = new MemorySessionStore({ account: 'alice', token: 't' });
    expect(await new SignOut(auth, store).execute()).toEqual({ ok: true, value: null });
    expect(store.load()).toBeNull();
  });

  it('a network failure is reported, but the local session is forgotten anyway', async () => {
    const auth = new FakeAuthGateway();
    auth.logoutAnswer = fail('network.unreachable' as FailureCode);
    const store = new MemorySessionStore({ account: 'alice', token: 't' });
    expect(await new SignOut(auth, store).execute()).toEqual({ ok: false, error: { code: 'network.unreachable' } });
    expect(store.load()).toBeNull();
  });
});
