import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../../core/domain/wallet/amount';
import { AnswerReceipt } from '../../../../core/portal/wallet/answer-receipt';
import { BindMyBankAccount } from '../../../../core/portal/wallet/bind-my-bank-account';
import { SubmitWithdrawal } from '../../../../core/portal/wallet/submit-withdrawal';
import type { WithdrawalGateway } from '../../../../core/portal/wallet/withdrawal-gateway';
import type { Withdrawal, WithdrawalRequest, WithdrawMethod } from '../../../../core/portal/wallet/withdrawal-types';
import { amountTyped, bankMethod } from '../../../support/cashier-arbitraries';
import { InMemoryWithdrawals } from '../../../support/fakes/portal-withdrawal-gateway';

const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 7,
  account: 'demo_player',
  amount: 10_000n,
  scale: 2,
  bankName: 'HBL',
  accountNumber: '****6789',
  accountName: 'Ali Khan',
  status: 'approved',
  reason: null,
  receipt: null,
  hasProof: false,
  receiptDeadline: '2026-01-01T00:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** A member of the in-memory server with its payment password and one bank account; answers the account's id. */
async function memberWithAccount(gateway: InMemoryWithdrawals): Promise<number> {
  const bound = await gateway.bindBankAccount({ bankName: 'HBL', accountNumber: '1234567890', accountName: 'Ali Khan' });
  if (!bound.ok) throw new Error(bound.error.code);
  return bound.value.id;
}

/** A withdrawal of 100.00 support has paid, waiting for the member's receipt. */
async function paidWithdrawal(gateway: InMemoryWithdrawals): Promise<Withdrawal> {
  const requested = await gateway.requestWithdrawal({
    amount: '100',
    bankAccountId: await memberWithAccount(gateway),
    paymentPassword: '135790',
    requestKey: 'key-00000001',
  });
  if (!requested.ok) throw new Error(requested.error.code);
  gateway.decide(requested.value.id, 'approved');
  const mine = await gateway.myWithdrawals();
  return mine.ok ? mine.value[0]! : requested.value;
}

const sentBy = (gateway: InMemoryWithdrawals, call: keyof WithdrawalGateway) => gateway.sent.filter((s) => s.call === call);

const methodOf = (m: { min: bigint; max: bigint; scale: number }): WithdrawMethod => ({
  enabled: true,
  min: m.min,
  max: m.max,
  scale: m.scale,
  autoReceiptMinutes: 30,
  withdrawable: { balance: 0n, now: 0n, hold: 'below_minimum', turnoverMissing: 0n },
});

describe('SubmitWithdrawal', () => {
  it('only amounts within the bounds and the available balance reach the server, normalised, with the request key', async () => {
    await fc.assert(
      fc.asyncProperty(
        bankMethod.chain((m) => fc.tuple(fc.constant(methodOf(m)), amountTyped(m), fc.bigInt({ min: 0n, max: m.max * 2n }))),
        async ([method, typed, available]) => {
          const gateway = new InMemoryWithdrawals();
          gateway.method = method;
          gateway.balance = available;
          const bankAccountId = await memberWithAccount(gateway);
          const result = await new SubmitWithdrawal(gateway).execute(
            { amount: typed, bankAccountId, paymentPassword: '135790' },
            method,
            available,
            'key-12345678',
          );
          const parsed = parseAmount(typed, method.scale);
          const fits = parsed.ok && parsed.value >= method.min && parsed.value <= method.max && parsed.value <= available;
          expect(result.ok).toBe(fits);
          expect(sentBy(gateway, 'requestWithdrawal')).toHaveLength(fits ? 1 : 0);
          fc.pre(fits && parsed.ok);
          const sent = sentBy(gateway, 'requestWithdrawal')[0]!.args[0] as WithdrawalRequest;
          expect(parseAmount(sent.amount, method.scale)).toEqual({ ok: true, value: parsed.value });
          expect(sent.amount.split('.')[1]?.length ?? 0).toBe(method.scale);
          expect(sent).toMatchObject({ bankAccountId, paymentPassword: '135790', requestKey: 'key-12345678' });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('asks for an account and a payment password before anything is sent', async () => {
    const gateway = new InMemoryWithdrawals();
    const method = methodOf({ min: 100n, max: 10_000n, scale: 2 });
    expect(await new SubmitWithdrawal(gateway).execute({ amount: '10', bankAccountId: null, paymentPassword: 'x' }, method, 5000n, 'k')).toMatchObject({
      ok: false,
      error: { field: 'bankAccountId' },
    });
    expect(await new SubmitWithdrawal(gateway).execute({ amount: '10', bankAccountId: 1, paymentPassword: '' }, method, 5000n, 'k')).toMatchObject({
      ok: false,
      error: { field: 'paymentPassword' },
    });
    expect(await new SubmitWithdrawal(gateway).execute({ amount: '60', bankAccountId: 1, paymentPassword: 'x' }, method, 5000n, 'k')).toMatchObject({
      ok: false,
      error: { code: 'wallet.insufficient_funds' },
    });
    expect(gateway.sent).toEqual([]);
  });
});

describe('BindMyBankAccount and AnswerReceipt check before sending', () => {
  it('binding refuses another payee name and a full list; a good account goes out normalised', async () => {
    const gateway = new InMemoryWithdrawals();
    const bind = new BindMyBankAccount(gateway);
    const mine = { payeeName: 'Ali Khan', limit: 2, accounts: [] };
    expect(await bind.execute({ bankName: 'HBL', accountNumber: '1234567890', accountName: 'Sara' }, mine)).toMatchObject({
      ok: false,
      error: { code: 'wallet.payee_name_mismatch' },
    });
    const full = {
      ...mine,
      accounts: [
        { id: 1, bankName: 'A', accountNumber: '****1', accountName: 'Ali Khan', createdAt: '' },
        { id: 2, bankName: 'B', accountNumber: '****2', accountName: 'Ali Khan', createdAt: '' },
      ],
    };
    expect(await bind.execute({ bankName: 'HBL', accountNumber: '1234567890', accountName: 'Ali Khan' }, full)).toMatchObject({
      ok: false,
      error: { code: 'wallet.bank_account_limit' },
    });
    expect(gateway.sent).toEqual([]);
    expect((await bind.execute({ bankName: ' HBL ', accountNumber: '1234-5678-90', accountName: 'ali  khan' }, mine)).ok).toBe(true);
    expect(gateway.sent[0]!.args[0]).toEqual({ bankName: 'HBL', accountNumber: '1234567890', accountName: 'ali khan' });
  });

  it('a partial answer goes out only when the two parts sum to the amount; a proof only when it is a PNG or JPEG', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: 20_000n }), fc.bigInt({ min: 0n, max: 20_000n }), async (received, remaining) => {
        const gateway = new InMemoryWithdrawals();
        const paid = await paidWithdrawal(gateway);
        const text = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
        const result = await new AnswerReceipt(gateway).execute(paid, { outcome: 'partly_received', received: text(received), remaining: text(remaining) });
        const fits = received > 0n && remaining > 0n && received + remaining === 10_000n;
        expect(result.ok).toBe(fits);
        expect(sentBy(gateway, 'confirmReceipt')).toHaveLength(fits ? 1 : 0);
      }),
      { numRuns: 200 },
    );
    const gateway = new InMemoryWithdrawals();
    const paid = await paidWithdrawal(gateway);
    const answer = new AnswerReceipt(gateway);
    expect(await answer.execute(paid, { outcome: 'not_received', proof: new TextEncoder().encode('GIF89a') })).toMatchObject({
      ok: false,
      error: { code: 'wallet.proof_not_image' },
    });
    expect(await answer.execute(withdrawal({ status: 'pending' }), { outcome: 'received' })).toMatchObject({
      ok: false,
      error: { code: 'wallet.withdrawal_not_approved' },
    });
    expect((await answer.execute(paid, { outcome: 'not_received', proof: Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]) })).ok).toBe(true);
    expect(sentBy(gateway, 'reportNotReceived').map((s) => [s.call, s.args[2]])).toEqual([['reportNotReceived', 'image/jpeg']]);
  });
});
