import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEDGER_CODES } from '../../../../core/domain/wallet/ledger-codes';
import type { Account } from '../../../../core/platform/access/account';
import { SetUpline } from '../../../../core/platform/agency/set-upline';
import { TransferToTeam } from '../../../../core/platform/agency/transfer-to-team';
import { WageringLock } from '../../../../core/platform/wallet/wagering-lock';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';
import { InMemoryAccountTree } from '../../../support/fakes/account-tree';
import { InMemoryLedger } from '../../../support/fakes/ledger';

const PAY = '135790';
const AGENT_TYPE = 1;

/** Six accounts (the first three agents) with money, a payment password, and support to link them. */
async function world() {
  const access = accessWorld();
  const ledger = new InMemoryLedger();
  const tree = new InMemoryAccountTree(access.accounts);
  await ledger.openAccount({ code: 'system:funding', kind: 'test', ownerId: null, currency: 'PKR', allowNegative: true });
  const accounts: Account[] = [];
  for (let i = 0; i < 6; i++) {
    const account = await addAccount(access, `acct${i}`, 'Abc12345', { type: i < 3 ? AGENT_TYPE : 0 });
    await access.accounts.setPaymentPassword(account.id, await access.hasher.hash(PAY));
    await ledger.openAccount({ code: LEDGER_CODES.memberMain(account.id), kind: 'member_main', ownerId: account.id, currency: 'PKR', allowNegative: false });
    await ledger.transfer({ key: `fund-${i}`, debit: 'system:funding', credit: LEDGER_CODES.memberMain(account.id), amount: 10_000n, kind: 'deposit' });
    accounts.push((await access.accounts.findById(account.id))!);
  }
  const staff = await principalOf(access, await addAccount(access, 'support1', 'Abc12345', { type: 90 }));
  const link = new SetUpline({ tree, settings: access.settings });
  const send = new TransferToTeam({
    tree,
    ledger,
    settings: access.settings,
    hasher: access.hasher,
    limiter: access.limiter,
    wagering: new WageringLock({ paid: async () => [] }),
  });
  const main = async (a: Account) => (await ledger.balances([LEDGER_CODES.memberMain(a.id)]))[0]!.balance;
  return { access, ledger, tree, accounts, staff, link, send, main };
}

describe('TransferToTeam', () => {
  it('in any tree support builds, money moves exactly to the direct upline or, for an agent, a direct downline', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 8 }), fc.nat(5), fc.nat(5), async (links, from, to) => {
        const w = await world();
        for (const [child, upline] of links) await w.link.execute(w.staff, `acct${child}`, `acct${upline}`);
        const sender = w.accounts[from]!;
        const recipient = w.accounts[to]!;
        const [senderPlace, recipientPlace] = [await w.tree.findById(sender.id), await w.tree.findById(recipient.id)];
        const allowed = from !== to && (senderPlace!.uplineId === recipient.id || (sender.type === AGENT_TYPE && recipientPlace!.uplineId === sender.id));
        const before = [await w.main(sender), await w.main(recipient)];
        const result = await w.send.execute(await principalOf(w.access, sender), {
          recipient: recipient.username,
          amount: '12.34',
          paymentPassword: PAY,
          requestId: 'request-0001',
        });
        expect(result.ok).toBe(allowed);
        if (!result.ok) expect(result.error.code).toBe('wallet.recipient_not_found');
        const moved = allowed ? 1234n : 0n;
        if (from !== to) expect([await w.main(sender), await w.main(recipient)]).toEqual([before[0]! - moved, before[1]! + moved]);
        expect((await w.ledger.audit()).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('a wrong payment password moves nothing; the right one moves once per request id', async () => {
    const w = await world();
    await w.link.execute(w.staff, 'acct3', 'acct0');
    const member = await principalOf(w.access, w.accounts[3]!);
    const form = { recipient: 'acct0', amount: '1', paymentPassword: '000000', requestId: 'request-0002' };
    expect(await w.send.execute(member, form)).toMatchObject({ ok: false, error: { code: 'wallet.payment_password_wrong', field: 'paymentPassword' } });
    expect(await w.main(w.accounts[3]!)).toBe(10_000n);
    for (let i = 0; i < 3; i++) expect((await w.send.execute(member, { ...form, paymentPassword: PAY })).ok).toBe(true);
    expect(await w.main(w.accounts[3]!)).toBe(9_900n);
  });
});

describe('SetUpline', () => {
  it('is for staff only and names a missing account or upline', async () => {
    const w = await world();
    expect(await w.link.execute(await principalOf(w.access, w.accounts[0]!), 'acct3', 'acct0')).toMatchObject({
      ok: false,
      error: { code: 'access.forbidden' },
    });
    expect(await w.link.execute(w.staff, 'ghost', 'acct0')).toMatchObject({ ok: false, error: { code: 'access.member_not_found', field: 'account' } });
    expect(await w.link.execute(w.staff, 'acct3', 'ghost')).toMatchObject({ ok: false, error: { code: 'access.member_not_found', field: 'upline' } });
    expect(await w.link.execute(w.staff, ' ACCT3 ', 'acct0')).toMatchObject({
      ok: true,
      value: { account: { username: 'acct3', uplineId: w.accounts[0]!.id } },
    });
    expect(await w.link.execute(w.staff, 'acct0', 'acct3')).toMatchObject({ ok: false, error: { code: 'agency.upline_cycle' } });
  });
});
