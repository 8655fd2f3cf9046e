import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../core/domain/kernel/result';
import { LoadBankDepositMethod } from '../../../../core/portal/wallet/load-bank-deposit-method';
import { LoadMyDeposits } from '../../../../core/portal/wallet/load-my-deposits';
import type { CashierGateway } from '../../../../core/portal/wallet/ports';
import { SubmitBankDeposit } from '../../../../core/portal/wallet/submit-bank-deposit';
import type { Deposit } from '../../../../core/portal/wallet/types';
import { InMemoryCashier } from '../../../support/fakes/portal-cashier-gateway';

const deposit = (id: number, createdAt: string): Deposit => ({
  id,
  method: 'bank_transfer',
  amount: 10_000n,
  scale: 2,
  payerName: 'Ali',
  reference: null,
  status: 'pending',
  reason: null,
  createdAt,
  decidedAt: null,
  orderId: null,
});

describe('LoadMyDeposits', () => {
  it('lists what was submitted, newest first; an approval shows as approved and credits the account record', async () => {
    const cashier = new InMemoryCashier();
    const method = cashier.method;
    const submit = new SubmitBankDeposit(cashier);
    for (const amount of ['100', '250.75', '1000']) expect((await submit.execute({ amount, payerName: 'Ali Khan' }, method)).ok).toBe(true);
    const listed = await new LoadMyDeposits(cashier).execute();
    if (!listed.ok) throw new Error(listed.error.code);
    expect(listed.value.map((d) => d.amount)).toEqual([100_000n, 25_075n, 10_000n]);
    expect(listed.value.every((d) => d.status === 'pending')).toBe(true);

    const second = listed.value[1]!;
    expect(cashier.decide(second.id, 'approved')).toBe(true);
    expect(cashier.decide(second.id, 'rejected', 'late')).toBe(false);
    const after = await new LoadMyDeposits(cashier).execute();
    expect(after.ok && after.value.map((d) => d.status)).toEqual(['pending', 'approved', 'pending']);
    expect(cashier.balance).toBe(25_075n);
  });

  it('whatever order the server answers in, the list comes back as the same deposits, newest first', async () => {
    const entries = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 10_000 }), at: fc.integer({ min: 0, max: 50 }) }), {
      selector: (e) => e.id,
      maxLength: 30,
    });
    await fc.assert(
      fc.asyncProperty(entries, async (list) => {
        const answer = list.map((e) => deposit(e.id, new Date(Date.UTC(2026, 0, 1) + e.at * 60_000).toISOString()));
        const gateway = { myDeposits: async () => ok(answer) } as unknown as CashierGateway;
        const result = await new LoadMyDeposits(gateway).execute();
        if (!result.ok) throw new Error(result.error.code);
        expect([...result.value].map((d) => d.id).sort((a, b) => a - b)).toEqual(answer.map((d) => d.id).sort((a, b) => a - b));
        for (let i = 1; i < result.value.length; i++) {
          const [newer, older] = [result.value[i - 1]!, result.value[i]!];
          expect(newer.createdAt > older.createdAt || (newer.createdAt === older.createdAt && newer.id > older.id)).toBe(true);
        }
      }),
    );
  });

  it('passes failures through', async () => {
    const cashier = new InMemoryCashier();
    cashier.failNext = 'access.not_logged_in';
    expect(await new LoadMyDeposits(cashier).execute()).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
  });
});

describe('LoadBankDepositMethod', () => {
  it("returns the operator's method, or the failure", async () => {
    const cashier = new InMemoryCashier();
    expect(await new LoadBankDepositMethod(cashier).execute()).toEqual({ ok: true, value: cashier.method });
    cashier.failNext = 'network.error';
    expect(await new LoadBankDepositMethod(cashier).execute()).toEqual({ ok: false, error: { code: 'network.error' } });
  });
});
