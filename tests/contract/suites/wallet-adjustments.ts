import { beforeEach, describe, expect, it } from 'vitest';
import type { WalletAdjustments } from '../../../core/platform/wallet/ports';

export interface WalletAdjustmentsFixture {
  readonly adjustments: WalletAdjustments;
  /** A staff account's id. */
  readonly staffId: number;
  /** A member with a main wallet holding `balance`. */
  member(balance: bigint): Promise<number>;
  balance(accountId: number): Promise<bigint>;
  /** The audit log's entries of kind 'wallet.adjusted', oldest first. */
  adjustedEntries(): Promise<{ actorId: number | null; subject: string; detail: Record<string, unknown> }[]>;
}

export function walletAdjustmentsContract(fresh: () => Promise<WalletAdjustmentsFixture>): void {
  describe('WalletAdjustments contract', () => {
    let f: WalletAdjustmentsFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    const request = (accountId: number, amount: bigint, key: string, reason = 'goodwill after an outage') => ({
      key,
      accountId,
      amount,
      reason,
      staffId: f.staffId,
    });

    it('a credit and a debit move the main wallet through the ledger, answer the balance after, and each is audited once with its reason', async () => {
      const member = await f.member(1_000n);
      const credited = await f.adjustments.adjust(request(member, 250n, 'adjust:credit-1'));
      expect(credited).toMatchObject({ ok: true, value: { accountId: member, amount: 250n, balanceAfter: 1_250n, staffId: f.staffId, replayed: false } });
      const debited = await f.adjustments.adjust(request(member, -1_250n, 'adjust:debit-1', 'duplicate deposit reversed'));
      expect(debited).toMatchObject({ ok: true, value: { amount: -1_250n, balanceAfter: 0n, reason: 'duplicate deposit reversed' } });
      expect(await f.balance(member)).toBe(0n);
      const entries = await f.adjustedEntries();
      expect(entries.map((e) => [e.actorId, e.subject, e.detail['amount'], e.detail['reason']])).toEqual([
        [f.staffId, `account:${member}`, '250', 'goodwill after an outage'],
        [f.staffId, `account:${member}`, '-1250', 'duplicate deposit reversed'],
      ]);
    });

    it('a debit the wallet cannot cover is wallet.insufficient_funds: nothing moves and nothing is audited', async () => {
      const member = await f.member(100n);
      expect(await f.adjustments.adjust(request(member, -101n, 'adjust:too-much'))).toMatchObject({ ok: false, error: { code: 'wallet.insufficient_funds' } });
      expect(await f.balance(member)).toBe(100n);
      expect(await f.adjustedEntries()).toEqual([]);
    });

    it('the same key replays the adjustment once made; with another amount it is wallet.idempotency_conflict', async () => {
      const member = await f.member(0n);
      const first = await f.adjustments.adjust(request(member, 500n, 'adjust:once'));
      const again = await f.adjustments.adjust(request(member, 500n, 'adjust:once'));
      expect(first.ok && again.ok && again.value.id === first.value.id && again.value.replayed).toBe(true);
      expect(await f.balance(member)).toBe(500n);
      expect(await f.adjustments.adjust(request(member, 600n, 'adjust:once'))).toMatchObject({ ok: false, error: { code: 'wallet.idempotency_conflict' } });
      expect(await f.adjustedEntries()).toHaveLength(1);
    });

    it('the same request raced moves the money once, makes one adjustment and one audit entry', async () => {
      const member = await f.member(0n);
      const answers = await Promise.all(Array.from({ length: 6 }, () => f.adjustments.adjust(request(member, 700n, 'adjust:raced'))));
      const made = answers.map((a) => (a.ok ? [a.value.id, a.value.replayed] : a.error.code));
      expect(new Set(made.map((m) => (Array.isArray(m) ? m[0] : m))).size).toBe(1);
      expect(made.filter((m) => Array.isArray(m) && m[1] === false)).toHaveLength(1);
      expect(await f.balance(member)).toBe(700n);
      expect(await f.adjustedEntries()).toHaveLength(1);
    });

    it('a member without a wallet is wallet.unknown_account', async () => {
      expect(await f.adjustments.adjust(request(987_654, 1n, 'adjust:nobody'))).toMatchObject({ ok: false, error: { code: 'wallet.unknown_account' } });
    });
  });
}
