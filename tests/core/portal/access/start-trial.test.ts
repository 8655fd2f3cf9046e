import { describe, expect, it } from 'vitest';
import { fail } from '../../../../core/domain/kernel/result';
import { StartTrial } from '../../../../core/portal/access/start-trial';
import { FakeAuthGateway } from '../../../support/fakes/portal-auth-gateway';
import { MemorySessionStore } from '../../../support/fakes/portal-session-store';

describe('StartTrial', () => {
  it('stores the trial session and returns the trial account', async () => {
    const auth = new FakeAuthGateway();
    const store = new MemorySessionStore();
    expect(await new StartTrial(auth, store).execute()).toEqual({ ok: true, value: { account: 'trial_0a0b0c0d0e0f' } });
    expect(store.load()).toEqual({ account: 'trial_0a0b0c0d0e0f', token: 'session-1' });
  });

  it('a refusal (too many free plays) stores nothing', async () => {
    const auth = new FakeAuthGateway();
    auth.freePlayAnswer = fail('access.too_many_requests');
    const store = new MemorySessionStore();
    expect(await new StartTrial(auth, store).execute()).toEqual({ ok: false, error: { code: 'access.too_many_requests' } });
    expect(store.load()).toBeNull();
  });
});
