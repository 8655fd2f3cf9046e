import { beforeEach, describe, expect, it } from 'vitest';
import type { TransferGateway } from '../../../core/portal/wallet/transfer-types';
import { expectAllLoggedOut, expectRefused, valueOf } from './portal-results';

export interface TransferGatewayFixture {
  /** A member's session: the main wallet holds `funds` (minor units), every vendor wallet is empty, no payment password yet. */
  readonly gateway: TransferGateway;
  readonly funds: bigint;
  /** The member's direct upline, an agent. */
  readonly upline: string;
  /** An account outside the member's team. */
  readonly stranger: string;
  /** The same routes for a trial account's session, and for a caller with no session. */
  readonly trial: TransferGateway;
  readonly anonymous: TransferGateway;
  setPaymentPassword(password: string): Promise<void>;
}

const PAYMENT_PASSWORD = '135790';

/** The portal's TransferGateway: the api client against a real server, and the fake the transfer use cases and stores run on. */
export function transferGatewayContract(fresh: () => Promise<TransferGatewayFixture>): void {
  describe('TransferGateway contract', () => {
    let f: TransferGatewayFixture;
    let ids = 0;
    const requestId = () => `request-${String(++ids).padStart(4, '0')}`;
    const vendorCodes = async () => valueOf(await f.gateway.wallets()).vendors.map((v) => v.code);
    beforeEach(async () => {
      f = await fresh();
    });

    it('the wallets: main holds the funds, every vendor wallet is empty, the total is their sum', async () => {
      const wallets = valueOf(await f.gateway.wallets());
      expect(wallets).toMatchObject({ isSingle: false, scale: 2, main: f.funds, total: f.funds });
      expect(wallets.vendors.length).toBeGreaterThanOrEqual(2);
      expect(wallets.vendors.every((v) => v.balance === 0n)).toBe(true);
    });

    it('a transfer moves the amount; the same request id answers the first result as a replay, another payload with it is a conflict', async () => {
      const [vendor] = await vendorCodes();
      const id = requestId();
      const moved = valueOf(await f.gateway.walletTransfer({ from: 'main', to: vendor!, amount: '100', requestId: id }));
      expect(moved).toEqual({ moved: [{ from: 'main', to: vendor, amount: 10_000n }], replayed: false });
      expect(valueOf(await f.gateway.walletTransfer({ from: 'main', to: vendor!, amount: '100', requestId: id }))).toEqual({ ...moved, replayed: true });
      expectRefused(await f.gateway.walletTransfer({ from: 'main', to: vendor!, amount: '50', requestId: id }), 'wallet.idempotency_conflict');
      const wallets = valueOf(await f.gateway.wallets());
      expect(wallets).toMatchObject({ main: f.funds - 10_000n, total: f.funds });
      expect(wallets.vendors.find((v) => v.code === vendor)?.balance).toBe(10_000n);
    });

    it('what the source wallet cannot cover is wallet.insufficient_funds; a bad pair, amount or request id is refused on its field; nothing moves', async () => {
      const [first, second] = (await vendorCodes()) as [string, string];
      const transfer = (from: string, to: string, amount: string, id = requestId()) => f.gateway.walletTransfer({ from, to, amount, requestId: id });
      expectRefused(await transfer('main', first, `${f.funds / 100n + 1n}`), 'wallet.insufficient_funds', { field: 'amount' });
      expectRefused(await transfer(first, 'main', '1'), 'wallet.insufficient_funds', { field: 'amount' });
      expectRefused(await transfer('main', 'ZZ9', '1'), 'wallet.unknown_wallet', { field: 'to' });
      expectRefused(await transfer('main', 'main', '1'), 'wallet.same_wallet', { field: 'to' });
      expectRefused(await transfer(first, second, '1'), 'wallet.vendor_to_vendor', { field: 'to' });
      expectRefused(await transfer('main', first, '0'), 'wallet.amount_not_positive', { field: 'amount' });
      expectRefused(await transfer('main', first, '1', 'short'), 'wallet.invalid_request_id', { field: 'requestId' });
      expect(valueOf(await f.gateway.wallets())).toMatchObject({ main: f.funds, total: f.funds });
    });

    it('recalling brings every vendor balance back to main; with nothing out it moves nothing', async () => {
      const [first, second] = (await vendorCodes()) as [string, string];
      valueOf(await f.gateway.walletTransfer({ from: 'main', to: first, amount: '10', requestId: requestId() }));
      valueOf(await f.gateway.walletTransfer({ from: 'main', to: second, amount: '20.5', requestId: requestId() }));
      const recalled = valueOf(await f.gateway.recallAll(requestId()));
      expect(recalled.replayed).toBe(false);
      expect([...recalled.moved].sort((a, b) => a.from.localeCompare(b.from))).toEqual(
        [
          { from: first, to: 'main', amount: 1_000n },
          { from: second, to: 'main', amount: 2_050n },
        ].sort((a, b) => a.from.localeCompare(b.from)),
      );
      expect(valueOf(await f.gateway.wallets())).toMatchObject({ main: f.funds, total: f.funds });
      expect(valueOf(await f.gateway.recallAll(requestId()))).toEqual({ moved: [], replayed: false });
    });

    it('a member may pay its upline once per request id, with a payment password that is set and right', async () => {
      expect(valueOf(await f.gateway.teamTargets())).toEqual({ upline: { account: f.upline, nickname: expect.any(String) }, downlines: [] });
      const pay = (paymentPassword: string, id: string, amount = '10') =>
        f.gateway.teamTransfer({ recipient: f.upline, amount, paymentPassword, requestId: id });
      expectRefused(await pay(PAYMENT_PASSWORD, requestId()), 'wallet.payment_password_not_set', { field: 'paymentPassword' });
      await f.setPaymentPassword(PAYMENT_PASSWORD);
      expectRefused(await pay('000000', requestId()), 'wallet.payment_password_wrong', { field: 'paymentPassword' });
      const id = requestId();
      expect(valueOf(await pay(PAYMENT_PASSWORD, id))).toEqual({ recipient: f.upline, amount: 1_000n, replayed: false });
      expect(valueOf(await pay(PAYMENT_PASSWORD, id))).toEqual({ recipient: f.upline, amount: 1_000n, replayed: true });
      expectRefused(await pay(PAYMENT_PASSWORD, requestId(), `${f.funds / 100n}`), 'wallet.insufficient_funds', { field: 'amount' });
      expect(valueOf(await f.gateway.wallets()).main).toBe(f.funds - 1_000n);
    });

    it('anyone outside the team is wallet.recipient_not_found, whether the account exists or not', async () => {
      await f.setPaymentPassword(PAYMENT_PASSWORD);
      for (const recipient of [f.stranger, 'nobody_here']) {
        expectRefused(
          await f.gateway.teamTransfer({ recipient, amount: '10', paymentPassword: PAYMENT_PASSWORD, requestId: requestId() }),
          'wallet.recipient_not_found',
          { field: 'recipient' },
        );
      }
    });

    it('a trial account has no wallets to move (access.need_true_account); a caller with no session is access.not_logged_in', async () => {
      expectRefused(await f.trial.wallets(), 'access.need_true_account');
      expectRefused(await f.trial.walletTransfer({ from: 'main', to: 'PG', amount: '1', requestId: requestId() }), 'access.need_true_account');
      const { anonymous } = f;
      await expectAllLoggedOut([
        () => anonymous.wallets(),
        () => anonymous.walletTransfer({ from: 'main', to: 'PG', amount: '1', requestId: requestId() }),
        () => anonymous.recallAll(requestId()),
        () => anonymous.teamTargets(),
        () => anonymous.teamTransfer({ recipient: 'demo_agent', amount: '1', paymentPassword: PAYMENT_PASSWORD, requestId: requestId() }),
      ]);
    });
  });
}
