import { describe, expect, it } from 'vitest';
import { LEDGER_CODES } from '../../../../core/domain/wallet/ledger-codes';
import { AdjustWallet } from '../../../../core/platform/wallet/adjust-wallet';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';
import { InMemoryAuditLog } from '../../../support/fakes/audit-log';
import { InMemoryLedger } from '../../../support/fakes/ledger';
import { InMemoryWalletAdjustments } from '../../../support/fakes/wallet-adjustments';

async function setup() {
  const world = accessWorld();
  const ledger = new InMemoryLedger(() => world.clock.now());
  const audit = new InMemoryAuditLog(world.clock, world.accounts);
  await ledger.openAccount({ code: LEDGER_CODES.adjustments, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
  const staff = await principalOf(world, await addAccount(world, 'support', 'Support#2026', { type: 90 }));
  const alice = await addAccount(world, 'alice', 'alice123');
  await ledger.openAccount({ code: LEDGER_CODES.memberMain(alice.id), kind: 'member_main', ownerId: alice.id, currency: 'PKR', allowNegative: false });
  const adjust = new AdjustWallet({ accounts: world.accounts, adjustments: new InMemoryWalletAdjustments(ledger, audit), settings: world.settings });
  return { world, ledger, audit, staff, alice, adjust };
}

const form = (overrides: Partial<{ account: string; amount: string; reason: string; requestId: string }> = {}) => ({
  account: 'alice',
  amount: '25.50',
  reason: 'goodwill',
  requestId: 'req-00000001',
  ...overrides,
});

describe('AdjustWallet', () => {
  it('support credits, then debits, a member’s main wallet in major units, with a reason; each is audited as support’s', async () => {
    const { adjust, staff, alice, audit } = await setup();
    const credit = await adjust.execute(staff, form());
    expect(credit).toMatchObject({
      ok: true,
      value: { account: 'alice', accountId: alice.id, amount: 2_550n, balanceAfter: 2_550n, reason: 'goodwill', staffId: staff.account.id, replayed: false },
    });
    const debit = await adjust.execute(staff, form({ amount: '-5', reason: '  reversal  ', requestId: 'req-00000002' }));
    expect(debit).toMatchObject({ ok: true, value: { amount: -500n, balanceAfter: 2_050n, reason: 'reversal' } });
    const entries = (await audit.list({ kind: 'wallet.adjusted', pageNo: 1, pageSize: 10 })).items;
    expect(entries.map((e) => [e.account, JSON.parse(e.detail).amount, JSON.parse(e.detail).reason])).toEqual([
      ['support', '-500', 'reversal'],
      ['support', '2550', 'goodwill'],
    ]);
  });

  it('refusals name the field: staff only, a request id, a non-zero amount, a reason, a member or agent, and funds for a debit', async () => {
    const { world, adjust, staff, audit } = await setup();
    const member = await principalOf(world, await world.accounts.findByUsername('alice').then((a) => a!));
    await addAccount(world, 'trial1', 'trial123', { type: (await world.settings.load()).trialType });
    expect(await adjust.execute(member, form())).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    const refusal = async (overrides: Parameters<typeof form>[0]) => {
      const answer = await adjust.execute(staff, form(overrides));
      return answer.ok ? 'ok' : `${answer.error.code} ${answer.error.field}`;
    };
    expect(await refusal({ requestId: 'short' })).toBe('wallet.invalid_request_id requestId');
    expect(await refusal({ amount: '0.00' })).toBe('wallet.adjustment_zero amount');
    expect(await refusal({ reason: '   ' })).toBe('wallet.adjustment_reason_required reason');
    expect(await refusal({ account: 'nobody' })).toBe('access.member_not_found account');
    expect(await refusal({ account: 'support' })).toBe('access.member_not_found account');
    expect(await refusal({ account: 'trial1' })).toBe('access.member_not_found account');
    expect(await refusal({ amount: '-0.01' })).toBe('wallet.insufficient_funds amount');
    expect((await audit.list({ pageNo: 1, pageSize: 10 })).total).toBe(0);
  });
});
