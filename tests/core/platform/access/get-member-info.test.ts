import { describe, expect, it } from 'vitest';
import { GetMemberInfo } from '../../../../core/platform/access/get-member-info';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';

describe('GetMemberInfo', () => {
  it('shows balance and currency, first-login and the forced change for a default password', async () => {
    const world = accessWorld();
    const alice = await addAccount(world, 'alice', 'abc123456', { isDefaultPassword: true });
    await world.ledger.creditFromSystem('system:test', alice.id, 123_456_789_012_345_678n, 'k', 'test');
    expect(await new GetMemberInfo(world).execute(await principalOf(world, alice))).toEqual({
      ok: true,
      value: {
        id: alice.id,
        account: 'alice',
        nickname: 'alice',
        type: 0,
        role: 'member',
        balance: 123_456_789_012_345_678n,
        scale: 2,
        currencySymbol: 'Rs ',
        currencyCode: 'PKR',
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: true,
        lastLoginAt: null,
        createdAt: alice.createdAt,
      },
    });
  });

  it('an expired password shows as expired and forced when expiry is on', async () => {
    const world = accessWorld({ passwordExpiryDays: 90 });
    const alice = await addAccount(world, 'alice', 'alice123');
    world.clock.advance(90 * 86_400_000);
    expect(await new GetMemberInfo(world).execute(await principalOf(world, alice))).toMatchObject({ ok: true, value: { passwordExpired: true, mustChangePassword: true } });
  });
});
