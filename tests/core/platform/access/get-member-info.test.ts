import { describe, expect, it } from 'vitest';
import { GetMemberInfo } from '../../../../core/platform/access/get-member-info';
import { accessWorld, addAccount, principalOf, type AccessWorld } from '../../../support/access-world';
import { InMemoryMessages } from '../../../support/fakes/messages';

const withInbox = (world: AccessWorld, inbox = new InMemoryMessages(world.clock)) => new GetMemberInfo({ ...world, inbox });

describe('GetMemberInfo', () => {
  it('shows balance and currency, first-login and the forced change for a default password', async () => {
    const world = accessWorld();
    const alice = await addAccount(world, 'alice', 'abc123456', { isDefaultPassword: true });
    await world.ledger.creditFromSystem('system:test', alice.id, 123_456_789_012_345_678n, 'k', 'test');
    expect(await withInbox(world).execute(await principalOf(world, alice))).toEqual({
      ok: true,
      value: {
        id: alice.id,
        account: 'alice',
        nickname: 'alice',
        avatar: null,
        language: 'EN',
        type: 0,
        role: 'member',
        balance: 123_456_789_012_345_678n,
        scale: 2,
        currencySymbol: 'Rs ',
        currencyCode: 'PKR',
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: true,
        hasPaymentPassword: false,
        unreadCount: 0,
        lastLoginAt: null,
        createdAt: alice.createdAt,
      },
    });
  });

  it('an expired password shows as expired and forced when expiry is on', async () => {
    const world = accessWorld({ passwordExpiryDays: 90 });
    const alice = await addAccount(world, 'alice', 'alice123');
    world.clock.advance(90 * 86_400_000);
    expect(await withInbox(world).execute(await principalOf(world, alice))).toMatchObject({
      ok: true,
      value: { passwordExpired: true, mustChangePassword: true },
    });
  });

  it('counts the unread messages of members and agents; trial accounts have none', async () => {
    const world = accessWorld();
    const inbox = new InMemoryMessages(world.clock);
    const alice = await addAccount(world, 'alice', 'alice123');
    const guest = await addAccount(world, 'guest01', 'guest123', { type: 4 });
    await inbox.add(alice.id, 'deposit_credited', { amount: '100', depositId: '1' });
    await inbox.add(alice.id, 'new_message', { title: 'hi', body: 'there' });
    await inbox.add(guest.id, 'new_message', { title: 'hi', body: 'there' });
    await inbox.markRead(alice.id, [1], world.clock.now());
    expect(await withInbox(world, inbox).execute(await principalOf(world, alice))).toMatchObject({ ok: true, value: { unreadCount: 1 } });
    expect(await withInbox(world, inbox).execute(await principalOf(world, guest))).toMatchObject({ ok: true, value: { unreadCount: 0 } });
  });
});
