import { beforeEach, describe, expect, it } from 'vitest';
import type { WalletLedger } from '../../../core/platform/wallet/ports';

export interface WalletLedgerFixture {
  readonly ledger: WalletLedger;
  /** Makes an account a wallet can belong to (the SQL table has a foreign key). */
  newAccountId(): Promise<number>;
}

const SYSTEM = 'system:test_credit';

export function walletLedgerContract(fresh: () => Promise<WalletLedgerFixture>): void {
  describe('WalletLedger contract', () => {
    let f: WalletLedgerFixture;
    let member: number;
    beforeEach(async () => {
      f = await fresh();
      member = await f.newAccountId();
      await f.ledger.openMainWallet(member, 'PKR');
    });

    it('a new wallet, and an account without one, hold zero', async () => {
      expect(await f.ledger.mainBalance(member)).toBe(0n);
      expect(await f.ledger.mainBalance(await f.newAccountId())).toBe(0n);
    });

    it('a credit moves exactly its amount; credits with distinct keys add up', async () => {
      await f.ledger.creditFromSystem(SYSTEM, member, 150n, 'k1', 'test');
      await f.ledger.creditFromSystem(SYSTEM, member, 1n, 'k2', 'test');
      expect(await f.ledger.mainBalance(member)).toBe(151n);
    });

    it('crediting twice with the same key moves money once; the replay succeeds, another amount under the key is a conflict', async () => {
      expect((await f.ledger.creditFromSystem(SYSTEM, member, 200_000n, 'freeplay:1', 'demo_credit')).ok).toBe(true);
      expect((await f.ledger.creditFromSystem(SYSTEM, member, 200_000n, 'freeplay:1', 'demo_credit')).ok).toBe(true);
      const conflict = await f.ledger.creditFromSystem(SYSTEM, member, 999n, 'freeplay:1', 'demo_credit');
      expect(conflict.ok ? null : conflict.error.code).toBe('wallet.idempotency_conflict');
      expect(await f.ledger.mainBalance(member)).toBe(200_000n);
    });

    it('an idempotency key is global: once used, it moves nothing into another wallet either', async () => {
      const other = await f.newAccountId();
      await f.ledger.openMainWallet(other, 'PKR');
      await f.ledger.creditFromSystem(SYSTEM, member, 10n, 'shared', 'test');
      const conflict = await f.ledger.creditFromSystem(SYSTEM, other, 10n, 'shared', 'test');
      expect(conflict.ok ? null : conflict.error.code).toBe('wallet.idempotency_conflict');
      expect(await f.ledger.mainBalance(member)).toBe(10n);
      expect(await f.ledger.mainBalance(other)).toBe(0n);
    });

    it('opening a wallet again keeps its balance', async () => {
      await f.ledger.creditFromSystem(SYSTEM, member, 42n, 'k', 'test');
      await f.ledger.openMainWallet(member, 'PKR');
      expect(await f.ledger.mainBalance(member)).toBe(42n);
    });

    it('amounts far beyond 2^53 are kept exactly', async () => {
      const big = 2n ** 62n + 12_345n;
      await f.ledger.creditFromSystem(SYSTEM, member, big, 'big', 'test');
      await f.ledger.creditFromSystem(SYSTEM, member, 1n, 'one', 'test');
      expect(await f.ledger.mainBalance(member)).toBe(big + 1n);
    });

    it('concurrent credits with distinct keys sum exactly', async () => {
      const amounts = Array.from({ length: 24 }, (_, i) => BigInt(i * 1_000 + 7));
      await Promise.all(amounts.map((amount, i) => f.ledger.creditFromSystem(SYSTEM, member, amount, `c-${i}`, 'test')));
      expect(await f.ledger.mainBalance(member)).toBe(amounts.reduce((a, b) => a + b, 0n));
    });

    it('concurrent credits with one key move money once', async () => {
      await Promise.all(Array.from({ length: 12 }, () => f.ledger.creditFromSystem(SYSTEM, member, 500n, 'same', 'test')));
      expect(await f.ledger.mainBalance(member)).toBe(500n);
    });

    it('concurrent credits into different wallets from one system account each arrive', async () => {
      const others = [member];
      for (let i = 0; i < 5; i++) {
        const id = await f.newAccountId();
        await f.ledger.openMainWallet(id, 'PKR');
        others.push(id);
      }
      await Promise.all(others.flatMap((id) => [1n, 2n, 3n].map((amount) => f.ledger.creditFromSystem(SYSTEM, id, amount, `w-${id}-${amount}`, 'test'))));
      for (const id of others) expect(await f.ledger.mainBalance(id)).toBe(6n);
    });

    it('crediting an account that has no wallet fails and moves nothing', async () => {
      const walletless = await f.newAccountId();
      const refused = await f.ledger.creditFromSystem(SYSTEM, walletless, 5n, 'nowallet', 'test');
      expect(refused.ok ? null : refused.error.code).toBe('wallet.unknown_account');
      expect(await f.ledger.mainBalance(walletless)).toBe(0n);
      await f.ledger.openMainWallet(walletless, 'PKR');
      await f.ledger.creditFromSystem(SYSTEM, walletless, 5n, 'nowallet', 'test');
      expect(await f.ledger.mainBalance(walletless)).toBe(5n);
    });

    it('a zero credit is refused and does not burn its key', async () => {
      const refused = await f.ledger.creditFromSystem(SYSTEM, member, 0n, 'zero', 'test');
      expect(refused.ok ? null : refused.error.code).toBe('wallet.amount_not_positive');
      await f.ledger.creditFromSystem(SYSTEM, member, 3n, 'zero', 'test');
      expect(await f.ledger.mainBalance(member)).toBe(3n);
    });
  });
}
