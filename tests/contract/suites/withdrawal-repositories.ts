import { beforeEach, describe, expect, it } from 'vitest';
import type { BankAccountRepository, WithdrawalRepository } from '../../../core/platform/wallet/ports';

export interface WithdrawalReposFixture {
  readonly bankAccounts: BankAccountRepository;
  readonly withdrawals: WithdrawalRepository;
  newAccountId(): Promise<number>;
  /** The payee name the account's profile holds now. */
  payeeOf(accountId: number): Promise<string | null>;
}

const MIN = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) + minutes * MIN);
const change = (minutes: number) => ({ decidedBy: null, reason: null, at: at(minutes) });
const account = (n: string, name = 'Ali Khan') => ({ bankName: 'HBL', accountNumber: `PK${n}0000`, accountName: name });

export function withdrawalRepositoriesContract(fresh: () => Promise<WithdrawalReposFixture>): void {
  describe('BankAccountRepository and WithdrawalRepository contract', () => {
    let f: WithdrawalReposFixture;
    let owner: number;
    beforeEach(async () => {
      f = await fresh();
      owner = await f.newAccountId();
    });

    const bound = async (n: string, who = owner) => {
      const outcome = await f.bankAccounts.bind(who, account(n), { limit: 5, payeeName: 'Ali Khan' });
      if (!('bound' in outcome)) throw new Error(`bind refused: ${outcome.refused}`);
      return outcome.bound;
    };

    it('the first binding sets the payee name; a different one is refused; a number is bound once; the limit holds', async () => {
      expect(await f.payeeOf(owner)).toBeNull();
      const first = await bound('1');
      expect(first).toMatchObject({ accountId: owner, accountNumber: 'PK10000', accountName: 'Ali Khan' });
      expect(await f.payeeOf(owner)).toBe('Ali Khan');
      expect(await f.bankAccounts.bind(owner, account('2', 'Sara'), { limit: 5, payeeName: 'Sara' })).toEqual({ refused: 'payee_mismatch' });
      const other = await f.newAccountId();
      expect(await f.bankAccounts.bind(other, account('1'), { limit: 5, payeeName: 'Ali Khan' })).toEqual({ refused: 'duplicate' });
      await bound('3');
      expect(await f.bankAccounts.bind(owner, account('4'), { limit: 2, payeeName: 'Ali Khan' })).toEqual({ refused: 'limit' });
      expect((await f.bankAccounts.listFor(owner)).map((b) => b.accountNumber)).toEqual(['PK10000', 'PK30000']);
      expect(await f.bankAccounts.find(first.id)).toEqual(first);
      expect(await f.bankAccounts.find(first.id + 1000)).toBeNull();
    });

    it('bindings that race for the first payee name leave one name, and only accounts in it', async () => {
      const outcomes = await Promise.all(
        ['Ali Khan', 'Sara Ahmed', 'Bilal Raza', 'Ali Khan'].map((name, i) =>
          f.bankAccounts.bind(owner, account(`9${i}`, name), { limit: 5, payeeName: name }),
        ),
      );
      const payee = await f.payeeOf(owner);
      const names = (await f.bankAccounts.listFor(owner)).map((b) => b.accountName);
      expect(names.length).toBe(outcomes.filter((o) => 'bound' in o).length);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((n) => n === payee)).toBe(true);
    });

    it('a request key names one withdrawal per member; transitions are guarded; only a holding row can be discarded', async () => {
      const bank = await bound('1');
      const made = await f.withdrawals.create({ accountId: owner, amount: 500n, bankAccountId: bank.id, requestKey: 'k-1' });
      expect(made.created).toBe(true);
      expect(made.withdrawal).toMatchObject({ status: 'holding', amount: 500n, requestKey: 'k-1', receipt: null, hasProof: false });
      const again = await f.withdrawals.create({ accountId: owner, amount: 999n, bankAccountId: bank.id, requestKey: 'k-1' });
      expect(again).toEqual({ withdrawal: made.withdrawal, created: false });
      expect((await f.withdrawals.create({ accountId: owner, amount: 1n, bankAccountId: bank.id, requestKey: null })).created).toBe(true);
      expect((await f.withdrawals.create({ accountId: owner, amount: 1n, bankAccountId: bank.id, requestKey: null })).created).toBe(true);

      const id = made.withdrawal.id;
      expect(await f.withdrawals.listForAccount(owner, 10)).toEqual([]);
      expect(await f.withdrawals.transition(id, ['pending'], 'approving', change(0))).toBe(false);
      expect(await f.withdrawals.transition(id, ['holding'], 'pending', change(0))).toBe(true);
      await f.withdrawals.discard(id);
      expect((await f.withdrawals.find(id))?.status).toBe('pending');
      const racing = await Promise.all(
        [0, 1, 2].map(() => f.withdrawals.transition(id, ['pending'], 'rejecting', { decidedBy: null, reason: 'no', at: at(1) })),
      );
      expect(racing.filter(Boolean)).toHaveLength(1);
      expect((await f.withdrawals.listByStatus('pending', 10)).map((w) => w.id)).toContain(id);
      expect(await f.withdrawals.transition(id, ['rejecting'], 'rejected', change(2))).toBe(true);
      expect(await f.withdrawals.find(id)).toMatchObject({ status: 'rejected', reason: 'no', approvedAt: null });
      expect((await f.withdrawals.listForAccount(owner, 10)).map((w) => w.id)).toEqual([id]);

      const doomed = (await f.withdrawals.create({ accountId: owner, amount: 7n, bankAccountId: bank.id, requestKey: 'k-2' })).withdrawal.id;
      await f.withdrawals.discard(doomed);
      expect(await f.withdrawals.find(doomed)).toBeNull();
    });

    it('a receipt is recorded once, only on an approved withdrawal inside its window, with its proof; the sweep takes the overdue ones', async () => {
      const bank = await bound('1');
      const approved = async (minutes: number) => {
        const { id } = (await f.withdrawals.create({ accountId: owner, amount: 1000n, bankAccountId: bank.id, requestKey: null })).withdrawal;
        await f.withdrawals.transition(id, ['holding'], 'pending', change(0));
        await f.withdrawals.transition(id, ['pending'], 'approved', change(minutes));
        return id;
      };
      const early = await approved(0);
      const recent = await approved(25);
      const other = await approved(28);
      expect((await f.withdrawals.find(early))!.approvedAt).toEqual(at(0));
      const proof = { type: 'image/png' as const, bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) };
      const notReceived = { kind: 'not_received' as const, received: 0n, remaining: 1000n };
      expect(await f.withdrawals.recordReceipt(early, notReceived, proof, at(31), at(1))).toBe(false);
      const answers = await Promise.all([0, 1].map(() => f.withdrawals.recordReceipt(recent, notReceived, proof, at(31), at(1))));
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await f.withdrawals.find(recent)).toMatchObject({ receipt: notReceived, hasProof: true, receiptAt: at(31) });
      expect(await f.withdrawals.proof(recent)).toEqual(proof);
      expect(await f.withdrawals.proof(early)).toBeNull();

      expect(await f.withdrawals.autoReceive(at(1), at(31))).toBe(1);
      expect(await f.withdrawals.autoReceive(at(1), at(32))).toBe(0);
      expect((await f.withdrawals.find(early))!.receipt).toEqual({ kind: 'auto_received', received: 1000n, remaining: 0n });
      expect((await f.withdrawals.find(other))!.receipt).toBeNull();
    });

    it('interrupted requests are the holding and releasing rows old enough', async () => {
      const bank = await bound('1');
      const rows = [];
      for (let i = 0; i < 3; i++)
        rows.push((await f.withdrawals.create({ accountId: owner, amount: 5n, bankAccountId: bank.id, requestKey: null })).withdrawal.id);
      await f.withdrawals.transition(rows[1]!, ['holding'], 'releasing', change(0));
      await f.withdrawals.transition(rows[2]!, ['holding'], 'pending', change(0));
      expect((await f.withdrawals.listInterrupted(new Date(Date.now() + MIN), 10)).map((w) => w.id)).toEqual(rows.slice(0, 2));
      expect(await f.withdrawals.listInterrupted(new Date(Date.now() - 10 * MIN), 10)).toEqual([]);
    });
  });
}
