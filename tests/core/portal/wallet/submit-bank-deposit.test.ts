import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../../core/domain/wallet/amount';
import { SubmitBankDeposit } from '../../../../core/portal/wallet/submit-bank-deposit';
import type { BankDepositMethod, BankDepositRequest } from '../../../../core/portal/wallet/types';
import { textAround } from '../../../support/arbitraries';
import { amountTyped, bankMethod, payerName } from '../../../support/cashier-arbitraries';
import { defaultBankMethod, InMemoryCashier } from '../../../support/fakes/portal-cashier-gateway';

const methodAndForm = bankMethod.chain((method) =>
  fc.record({
    method: fc.constant(method),
    amount: amountTyped(method),
    payerName,
    reference: fc.option(fc.constantFrom('', 'TX-99', ' slip 4411 '), { nil: undefined }),
  }),
);

const decimals = (text: string) => text.trim().split('.')[1]?.length ?? 0;

function cashierWith(method: BankDepositMethod): InMemoryCashier {
  const cashier = new InMemoryCashier();
  cashier.method = method;
  return cashier;
}

describe('SubmitBankDeposit', () => {
  it('an accepted amount is always within [min, max], has at most `scale` decimals, and is what the deposit holds', async () => {
    await fc.assert(
      fc.asyncProperty(methodAndForm, async ({ method, ...form }) => {
        const result = await new SubmitBankDeposit(cashierWith(method)).execute(form, method);
        fc.pre(result.ok);
        expect(result.value.amount >= method.min && result.value.amount <= method.max).toBe(true);
        expect(decimals(form.amount)).toBeLessThanOrEqual(method.scale);
        expect(parseAmount(form.amount, method.scale)).toEqual({ ok: true, value: result.value.amount });
        expect(result.value.status).toBe('pending');
      }),
      { numRuns: 150 },
    );
  });

  it('what reaches the server is within [min, max], the same amount normalised to exactly `scale` decimals, with a trimmed payer name', async () => {
    await fc.assert(
      fc.asyncProperty(methodAndForm, async ({ method, ...form }) => {
        const cashier = cashierWith(method);
        await new SubmitBankDeposit(cashier).execute(form, method);
        fc.pre(cashier.count('requestBankDeposit') > 0);
        const sent = cashier.last('requestBankDeposit') as BankDepositRequest;
        expect(decimals(sent.amount)).toBe(method.scale);
        const minor = parseAmount(sent.amount, method.scale);
        expect(minor.ok && minor.value >= method.min && minor.value <= method.max).toBe(true);
        expect(sent.amount).toBe(sent.amount.trim());
        expect(parseAmount(sent.amount, method.scale)).toEqual(parseAmount(form.amount, method.scale));
        expect(sent.payerName).toBe(form.payerName.trim());
        expect(sent.payerName).not.toBe('');
        if (sent.reference !== undefined) expect(sent.reference).toBe(form.reference?.trim());
        else expect(form.reference?.trim() ?? '').toBe('');
      }),
      { numRuns: 150 },
    );
  });

  it('the browser and the server agree: each refuses what the other refuses, with the same code and field', async () => {
    await fc.assert(
      fc.asyncProperty(methodAndForm, async ({ method, ...form }) => {
        const viaPortal = cashierWith(method);
        const portal = await new SubmitBankDeposit(viaPortal).execute(form, method);
        const server = await cashierWith(method).requestBankDeposit({ ...form, ...(form.reference === undefined ? {} : { reference: form.reference }) });
        expect(portal.ok).toBe(server.ok);
        if (!portal.ok && !server.ok) {
          expect(portal.error.code).toBe(server.error.code);
          expect(portal.error.field).toBe(server.error.field);
          expect(viaPortal.count('requestBankDeposit')).toBe(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a closed method, a blank payer name or an over-long text never reach the server', async () => {
    const method = defaultBankMethod();
    const cases: [Parameters<SubmitBankDeposit['execute']>[0], BankDepositMethod, object][] = [
      [{ amount: '100', payerName: 'Ali' }, { ...method, enabled: false }, { code: 'wallet.method_disabled' }],
      [{ amount: '100', payerName: '  ' }, method, { code: 'validation.required', field: 'payerName' }],
      [{ amount: '100', payerName: 'A'.repeat(65) }, method, { code: 'validation.too_long', field: 'payerName', params: { max: 64 } }],
      [{ amount: '100', payerName: 'Ali', reference: 'R'.repeat(65) }, method, { code: 'validation.too_long', field: 'reference', params: { max: 64 } }],
      [{ amount: '100', payerName: 'Ali\u0007' }, method, { code: 'validation.invalid_value', field: 'payerName' }],
      [{ amount: '99.99', payerName: 'Ali' }, method, { code: 'wallet.below_minimum', field: 'amount', params: { min: '10000' } }],
    ];
    for (const [form, m, error] of cases) {
      const cashier = cashierWith(m);
      expect(await new SubmitBankDeposit(cashier).execute(form, m)).toEqual({ ok: false, error });
      expect(cashier.calls).toEqual([]);
    }
  });

  it('property: a payer name and a reference are sent up to 64 characters; one more is too long and never reaches the server', async () => {
    const method = defaultBankMethod();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('payerName', 'reference'), textAround(64), async (field, text) => {
        const cashier = cashierWith(method);
        const result = await new SubmitBankDeposit(cashier).execute({ amount: '100', payerName: 'Ali', [field]: text }, method);
        if (text.length <= 64) expect(result.ok).toBe(true);
        else expect(result).toEqual({ ok: false, error: { code: 'validation.too_long', field, params: { max: 64 } } });
        expect(cashier.count('requestBankDeposit')).toBe(text.length <= 64 ? 1 : 0);
      }),
    );
  });

  it("passes the server's refusals through (a trial account, a network failure)", async () => {
    const method = defaultBankMethod();
    const cashier = cashierWith(method);
    cashier.role = 'trial';
    expect(await new SubmitBankDeposit(cashier).execute({ amount: '150.5', payerName: 'Ali' }, method)).toEqual({
      ok: false,
      error: { code: 'access.need_true_account' },
    });
    expect(cashier.last('requestBankDeposit')).toEqual({ amount: '150.50', payerName: 'Ali' });
    cashier.role = 'member';
    cashier.failNext = 'network.error';
    expect(await new SubmitBankDeposit(cashier).execute({ amount: '150.5', payerName: 'Ali' }, method)).toEqual({
      ok: false,
      error: { code: 'network.error' },
    });
  });
});
