import { describe, expect, it, vi } from 'vitest';
import { LEDGER_CODES } from '../../../core/domain/wallet/ledger-codes';
import { createContainer } from '../../../web/src/di/container';
import { STORES, storesOf } from '../../../web/src/di/stores';
import { TOKENS } from '../../../web/src/di/tokens';
import { LotteryStore } from '../../../web/src/stores/lottery/lottery-store';
import { fakeGateways } from './fake-gateways';

/** The web's container over the fakes, its app session started as the app's entry starts it. */
async function app() {
  const { module, fakes } = fakeGateways();
  const container = createContainer(module);
  await (await container.getAsync(TOKENS.AppSession)).start(null);
  return { container, stores: storesOf(container), fakes };
}

const CENTRES: readonly (keyof typeof STORES)[] = [
  'cashier',
  'record',
  'bets',
  'loss',
  'roundDetail',
  'transfers',
  'paymentPage',
  'messages',
  'withdraw',
  'security',
  'protection',
  'loyalty',
  'mall',
  'feedback',
  'teamMember',
  'team',
  'agency',
];

describe('the web container', () => {
  it("resolves every store over the fakes: the centres' once memberCentre() has loaded them, the lottery's through its loader", async () => {
    const { stores, fakes } = await app();
    for (const name of CENTRES) expect(() => stores[name], name).toThrow();
    for (const name of Object.keys(STORES) as (keyof typeof STORES)[]) if (!CENTRES.includes(name)) expect(stores[name], name).toBeDefined();
    await stores.memberCentre();
    await stores.memberCentre();
    for (const name of CENTRES) expect(stores[name], name).toBeDefined();
    expect(await stores.lottery()).toBeInstanceOf(LotteryStore);
    expect(await stores.lottery()).toBe(await stores.lottery());
    expect(stores.language.lang).toBe('EN');
    expect(fakes.contentLanguage).toBe('EN');
    expect(stores.auth.restoring).toBe(false);
  });

  it('a sign-in through AuthStore opens the live channel, whose balance, message and chat events reach the stores; signing out closes it', async () => {
    const { stores, fakes } = await app();
    const { auth, liveEvents, chat, realityCheck } = stores;
    fakes.auth.addMember('alice1', 'Abc12345');
    expect(fakes.live.listener).toBeNull();

    await auth.login({ username: 'alice1', password: 'Abc12345', type: 'username' });
    expect(auth.member?.account).toBe('alice1');
    await vi.waitFor(() => expect(fakes.live.listener).not.toBeNull());
    expect(realityCheck.check).not.toBeNull();

    fakes.live.listener!.balance({ code: LEDGER_CODES.memberMain(auth.member!.id), available: 12_345n });
    expect(auth.member?.balance).toBe(12_345n);

    await fakes.messages.deliver('Welcome');
    fakes.live.listener!.message();
    await vi.waitFor(() => expect(liveEvents.inboxVersion).toBe(1));
    await vi.waitFor(() => expect(auth.member?.unreadCount).toBe(1));

    fakes.live.listener!.chat('typing');
    expect(liveEvents.chatEvent?.kind).toBe('typing');
    expect(chat.supportTyping).toBe(true);

    await auth.logout();
    expect(fakes.live.listener).toBeNull();
    expect(realityCheck.check).toBeNull();
  });
});
