import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../../core/domain/wallet/amount';
import { checkWalletPair } from '../../../../core/domain/wallet/transfer-rules';
import { SubmitTeamTransfer } from '../../../../core/portal/wallet/submit-team-transfer';
import { SubmitWalletTransfer } from '../../../../core/portal/wallet/submit-wallet-transfer';
import { defaultWallets, FakeTransferGateway } from '../../../support/fakes/portal-transfer-gateway';

const wallet = fc.constantFrom('main', 'PG', 'JL', 'EVO', '');
const amountTyped = fc.oneof(fc.constantFrom('1', '25', '25.001', '0', '-1', 'abc', '1000.5', '1000.50', ' 7 ', '1000.01'), fc.string({ maxLength: 8 }));

describe('SubmitWalletTransfer', () => {
  it('sends exactly the forms the server accepts and the source wallet covers, normalised, with the request id', async () => {
    await fc.assert(
      fc.asyncProperty(wallet, wallet, amountTyped, async (from, to, amount) => {
        const gateway = new FakeTransferGateway();
        const wallets = defaultWallets();
        const result = await new SubmitWalletTransfer(gateway).execute({ from, to, amount }, wallets, 'request-0001');
        const parsed = parseAmount(amount, 2);
        const source = from === 'main' ? wallets.main : (wallets.vendors.find((v) => v.code === from)?.balance ?? 0n);
        const sendable = checkWalletPair(from, to, ['PG', 'JL']).ok && parsed.ok && parsed.value <= source;
        expect(result.ok).toBe(sendable);
        const sent = gateway.callsOf('walletTransfer');
        expect(sent).toHaveLength(sendable ? 1 : 0);
        if (sendable && parsed.ok)
          expect(sent[0]![0]).toEqual({
            from,
            to,
            amount: `${parsed.value / 100n}.${String(parsed.value % 100n).padStart(2, '0')}`,
            requestId: 'request-0001',
          });
      }),
    );
  });

  it('a single merchant wallet sends nothing', async () => {
    const gateway = new FakeTransferGateway();
    expect(
      await new SubmitWalletTransfer(gateway).execute({ from: 'main', to: 'PG', amount: '1' }, defaultWallets({ isSingle: true }), 'request-0001'),
    ).toMatchObject({ ok: false, error: { code: 'wallet.single_wallet' } });
    expect(gateway.calls).toEqual([]);
  });
});

describe('SubmitTeamTransfer', () => {
  const targets = { upline: { account: 'demo_agent', nickname: 'A' }, downlines: [{ account: 'kid01', nickname: 'K' }] };

  it('pays only a listed recipient, with a valid amount and a payment password', async () => {
    const gateway = new FakeTransferGateway();
    gateway.paymentPassword = '135790';
    const submit = new SubmitTeamTransfer(gateway);
    expect(await submit.execute({ recipient: 'stranger', amount: '1', paymentPassword: '135790' }, targets, 2, 'req-00001')).toMatchObject({
      ok: false,
      error: { code: 'wallet.recipient_not_found' },
    });
    expect(await submit.execute({ recipient: 'kid01', amount: '0', paymentPassword: '135790' }, targets, 2, 'req-00001')).toMatchObject({
      ok: false,
      error: { field: 'amount' },
    });
    expect(await submit.execute({ recipient: 'kid01', amount: '5', paymentPassword: ' ' }, targets, 2, 'req-00001')).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'paymentPassword' },
    });
    expect(gateway.calls).toEqual([]);
    expect((await submit.execute({ recipient: 'demo_agent', amount: '5.5', paymentPassword: '135790' }, targets, 2, 'req-00001')).ok).toBe(true);
    expect(gateway.callsOf('teamTransfer')).toEqual([[{ recipient: 'demo_agent', amount: '5.50', paymentPassword: '135790', requestId: 'req-00001' }]]);
  });
});
