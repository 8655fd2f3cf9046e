import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../core/domain/kernel/result';
import { LEDGER_CODES } from '../../../core/platform/wallet/ledger';
import { type Ledger, type PostedTransfer, type TransferRequest } from '../../../core/platform/wallet/ports';

/** Changes made behind the ledger's back, so the audit has something to find. */
export interface LedgerTampering {
  /** Adds `delta` to the stored balance of one account and changes nothing else. */
  addToBalance(code: string, delta: bigint): Promise<void>;
  /** Adds to the stored hold of one account and changes nothing else. */
  addToHeld(code: string, delta: bigint): Promise<void>;
  /** Writes a 'single' transfer row without touching either balance. */
  insertStrayTransfer(key: string, debit: string, credit: string, amount: bigint): Promise<void>;
  /** Removes the transfer row made with `key` and keeps the balances it moved. */
  deleteTransfer(key: string): Promise<void>;
}

export interface LedgerFixture {
  readonly ledger: Ledger;
  /** Makes an account a member wallet can belong to (the SQL table has a foreign key). */
  newAccountId(): Promise<number>;
  readonly tamper: LedgerTampering;
}

const SYSTEM = 'system:test_deposit';
const CLEARING = LEDGER_CODES.paymentClearing;
const USD_SYSTEM = 'system:usd';
const SHARDS = [0, 1, 2, 3].map((n) => LEDGER_CODES.houseShard(n));

export const codeOf = (result: Result<unknown>): string => (result.ok ? 'ok' : result.error.code);

export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}`);
  return result.value;
}

/** The Ledger contract: every adapter and fake must pass it from an empty ledger. */
export function ledgerContract(fresh: () => Promise<LedgerFixture>): void {
  describe('Ledger contract', () => {
    let f: LedgerFixture;
    let ledger: Ledger;
    let alice: string;
    let bob: string;
    /** Set by the tests that tamper on purpose; every other test must leave a clean audit. */
    let tampered: boolean;

    const openMember = async () => {
      const id = await f.newAccountId();
      const code = LEDGER_CODES.memberMain(id);
      await ledger.openAccount({ code, kind: 'member_main', ownerId: id, currency: 'PKR', allowNegative: false });
      return code;
    };
    const openSystem = (code: string, currency = 'PKR') => ledger.openAccount({ code, kind: 'system', ownerId: null, currency, allowNegative: true });
    const balanceOf = async (code: string) => {
      const [row] = await ledger.balances([code]);
      return row ? { balance: row.balance, held: row.held } : undefined;
    };
    let deposits = 0;
    const deposit = async (to: string, amount: bigint, key = `deposit:${++deposits}`) =>
      valueOf(await ledger.transfer({ key, debit: SYSTEM, credit: to, amount, kind: 'deposit' }));
    const bet = (from: string, amount: bigint, key: string, shard = 0): Promise<Result<PostedTransfer>> =>
      ledger.transfer({ key, debit: from, credit: SHARDS[shard]!, amount, kind: 'bet' });
    const hold = (from: string, amount: bigint, key: string): Promise<Result<PostedTransfer>> =>
      ledger.transfer({ key, debit: from, credit: CLEARING, amount, kind: 'withdrawal', pending: true, reference: `wd:${key}` });

    beforeEach(async () => {
      f = await fresh();
      ledger = f.ledger;
      tampered = false;
      // House shards on both sides of the members, so row-lock order varies between movements.
      for (const shard of SHARDS.slice(0, 2)) await ledger.openAccount({ code: shard, kind: 'house', ownerId: null, currency: 'PKR', allowNegative: true });
      alice = await openMember();
      bob = await openMember();
      for (const shard of SHARDS.slice(2)) await ledger.openAccount({ code: shard, kind: 'house', ownerId: null, currency: 'PKR', allowNegative: true });
      await openSystem(SYSTEM);
      await openSystem(CLEARING);
      await openSystem(USD_SYSTEM, 'USD');
    });

    afterEach(async () => {
      if (tampered) return;
      const report = await ledger.audit();
      expect(report.mismatches).toEqual([]);
      expect(report.negativeAccounts).toEqual([]);
      expect(report.duplicateKeys).toBe(0);
      expect(report.sumOfBalances).toBe(0n);
      expect(report.ok).toBe(true);
    });

    describe('accounts', () => {
      it('a new account holds zero; an unknown code has no balance row', async () => {
        expect(await balanceOf(alice)).toEqual({ balance: 0n, held: 0n });
        expect(await ledger.balances(['member:0:main', 'nope'])).toEqual([]);
        expect(await ledger.balances([])).toEqual([]);
      });

      it('opening an account again keeps its balance, hold, currency and overdraft rule', async () => {
        await deposit(alice, 100n);
        valueOf(await hold(alice, 30n, 'h'));
        await ledger.openAccount({ code: alice, kind: 'member_main', ownerId: null, currency: 'USD', allowNegative: true });
        expect(await balanceOf(alice)).toEqual({ balance: 100n, held: 30n });
        expect(codeOf(await ledger.transfer({ key: 'usd', debit: USD_SYSTEM, credit: alice, amount: 1n, kind: 'deposit' }))).toBe('wallet.currency_mismatch');
        expect(codeOf(await bet(alice, 71n, 'over'))).toBe('wallet.insufficient_funds');
      });

      it('balances answers only for the codes asked, each once', async () => {
        await deposit(alice, 5n);
        await deposit(bob, 7n);
        const rows = await ledger.balances([alice, bob, alice, 'member:0:main']);
        expect([...rows].sort((a, b) => a.code.localeCompare(b.code))).toEqual(
          [
            { code: alice, balance: 5n, held: 0n },
            { code: bob, balance: 7n, held: 0n },
          ].sort((a, b) => a.code.localeCompare(b.code)),
        );
      });
    });

    describe('single transfers', () => {
      it('moves exactly its amount and answers with the stored transfer', async () => {
        const request: TransferRequest = { key: 'dep-1', debit: SYSTEM, credit: alice, amount: 150n, kind: 'deposit', reference: 'bank:77' };
        const posted = valueOf(await ledger.transfer(request));
        expect(posted).toMatchObject({
          key: 'dep-1',
          debit: SYSTEM,
          credit: alice,
          amount: 150n,
          kind: 'deposit',
          flag: 'single',
          pendingId: null,
          reference: 'bank:77',
          replayed: false,
        });
        expect(posted.id).toEqual(expect.any(Number));
        expect(posted.createdAt).toBeInstanceOf(Date);
        expect(await balanceOf(alice)).toEqual({ balance: 150n, held: 0n });
        expect(await balanceOf(SYSTEM)).toEqual({ balance: -150n, held: 0n });
        const withoutReference = valueOf(await ledger.transfer({ key: 'dep-2', debit: SYSTEM, credit: alice, amount: 1n, kind: 'deposit' }));
        expect(withoutReference.reference).toBeNull();
        expect(withoutReference.id).not.toBe(posted.id);
      });

      it('answers with each side’s available balance (balance - held) after the movement', async () => {
        const dep = await deposit(alice, 100n);
        expect([dep.debitBalanceAfter, dep.creditBalanceAfter]).toEqual([-100n, 100n]);
        const b = valueOf(await bet(alice, 30n, 'bet-1', 2));
        expect([b.debitBalanceAfter, b.creditBalanceAfter]).toEqual([70n, 30n]);
        const h = valueOf(await hold(alice, 20n, 'hold-1'));
        expect([h.debitBalanceAfter, h.creditBalanceAfter]).toEqual([50n, 0n]);
        const dep2 = await deposit(alice, 5n);
        expect([dep2.debitBalanceAfter, dep2.creditBalanceAfter]).toEqual([-105n, 55n]);
        const win = valueOf(await ledger.transfer({ key: 'win-1', debit: SHARDS[2]!, credit: alice, amount: 45n, kind: 'win' }));
        expect([win.debitBalanceAfter, win.creditBalanceAfter]).toEqual([-15n, 100n]);
        const post = valueOf(await ledger.resolvePending('hold-1', 'post', 'post-1'));
        expect([post.debitBalanceAfter, post.creditBalanceAfter]).toEqual([100n, 20n]);
        expect(await balanceOf(alice)).toEqual({ balance: 100n, held: 0n });
      });

      it('member to member: the payer must have the money, the payee receives it all', async () => {
        await deposit(alice, 100n);
        const sent = valueOf(await ledger.transfer({ key: 't1', debit: alice, credit: bob, amount: 100n, kind: 'transfer' }));
        expect([sent.debitBalanceAfter, sent.creditBalanceAfter]).toEqual([0n, 100n]);
        expect(codeOf(await ledger.transfer({ key: 't2', debit: alice, credit: bob, amount: 1n, kind: 'transfer' }))).toBe('wallet.insufficient_funds');
        expect(await balanceOf(alice)).toEqual({ balance: 0n, held: 0n });
        expect(await balanceOf(bob)).toEqual({ balance: 100n, held: 0n });
      });

      it('system and house accounts may go negative; member wallets may not', async () => {
        valueOf(await ledger.transfer({ key: 'w', debit: SHARDS[1]!, credit: alice, amount: 40n, kind: 'win' }));
        expect(await balanceOf(SHARDS[1]!)).toEqual({ balance: -40n, held: 0n });
        expect(codeOf(await ledger.transfer({ key: 'x', debit: alice, credit: SHARDS[1]!, amount: 41n, kind: 'bet' }))).toBe('wallet.insufficient_funds');
        valueOf(await ledger.transfer({ key: 'x', debit: alice, credit: SHARDS[1]!, amount: 40n, kind: 'bet' }));
        expect(await balanceOf(alice)).toEqual({ balance: 0n, held: 0n });
        expect(await balanceOf(SHARDS[1]!)).toEqual({ balance: 0n, held: 0n });
      });

      it('amounts far beyond 2^53 are kept exactly, in balances and in the answer', async () => {
        const big = 2n ** 62n + 12_345n;
        const dep = await deposit(alice, big);
        expect(dep.amount).toBe(big);
        expect(dep.creditBalanceAfter).toBe(big);
        const sent = valueOf(await ledger.transfer({ key: 'big-t', debit: alice, credit: bob, amount: 2n ** 53n + 1n, kind: 'transfer' }));
        expect(sent.debitBalanceAfter).toBe(big - 2n ** 53n - 1n);
        expect(sent.creditBalanceAfter).toBe(2n ** 53n + 1n);
        const h = valueOf(await hold(alice, 2n ** 60n + 3n, 'big-h'));
        expect(h.debitBalanceAfter).toBe(big - 2n ** 53n - 1n - 2n ** 60n - 3n);
        valueOf(await ledger.resolvePending('big-h', 'post', 'big-p'));
        expect(await balanceOf(alice)).toEqual({ balance: big - 2n ** 53n - 1n - 2n ** 60n - 3n, held: 0n });
        expect(await balanceOf(bob)).toEqual({ balance: 2n ** 53n + 1n, held: 0n });
        expect(await balanceOf(CLEARING)).toEqual({ balance: 2n ** 60n + 3n, held: 0n });
        const replay = valueOf(await ledger.transfer({ key: 'big-t', debit: alice, credit: bob, amount: 2n ** 53n + 1n, kind: 'transfer' }));
        expect(replay.replayed).toBe(true);
        expect(codeOf(await ledger.transfer({ key: 'big-t', debit: alice, credit: bob, amount: 2n ** 53n + 2n, kind: 'transfer' }))).toBe(
          'wallet.idempotency_conflict',
        );
      });
    });

    describe('idempotency keys', () => {
      it('the same key and payload returns the first answer, replayed, and moves nothing', async () => {
        const request: TransferRequest = { key: 'once', debit: SYSTEM, credit: alice, amount: 50n, kind: 'deposit', reference: 'r' };
        const first = valueOf(await ledger.transfer(request));
        await deposit(alice, 7n);
        const again = valueOf(await ledger.transfer(request));
        expect(again).toEqual({ ...first, replayed: true });
        expect(await balanceOf(alice)).toEqual({ balance: 57n, held: 0n });
      });

      it('the same key with another payload is a conflict and moves nothing', async () => {
        await deposit(alice, 1_000n);
        const base: TransferRequest = { key: 'k', debit: alice, credit: bob, amount: 10n, kind: 'transfer', reference: 'r' };
        valueOf(await ledger.transfer(base));
        const variants: TransferRequest[] = [
          { ...base, amount: 11n },
          { ...base, credit: SHARDS[0]! },
          { ...base, debit: bob, credit: alice },
          { ...base, kind: 'bet' },
          { ...base, reference: 'other' },
          { ...base, reference: undefined },
          { ...base, pending: true },
        ];
        for (const variant of variants)
          expect(codeOf(await ledger.transfer(variant)), JSON.stringify({ ...variant, amount: String(variant.amount) })).toBe('wallet.idempotency_conflict');
        expect(await balanceOf(alice)).toEqual({ balance: 990n, held: 0n });
        expect(await balanceOf(bob)).toEqual({ balance: 10n, held: 0n });
        expect((await ledger.audit()).transfers).toBe(2);
      });

      it('a key is global: one used for a deposit moves nothing into another wallet', async () => {
        await deposit(alice, 10n, 'shared');
        expect(codeOf(await ledger.transfer({ key: 'shared', debit: SYSTEM, credit: bob, amount: 10n, kind: 'deposit' }))).toBe('wallet.idempotency_conflict');
        expect(await balanceOf(bob)).toEqual({ balance: 0n, held: 0n });
      });

      it('malformed requests are refused with their own code and do not burn the key', async () => {
        const cases: [TransferRequest, string][] = [
          [{ key: '', debit: SYSTEM, credit: alice, amount: 1n, kind: 'deposit' }, 'wallet.invalid_idempotency_key'],
          [{ key: 'x'.repeat(201), debit: SYSTEM, credit: alice, amount: 1n, kind: 'deposit' }, 'wallet.invalid_idempotency_key'],
          [{ key: 'k', debit: alice, credit: alice, amount: 1n, kind: 'transfer' }, 'wallet.same_account'],
          [{ key: 'k', debit: SYSTEM, credit: alice, amount: 0n, kind: 'deposit' }, 'wallet.amount_not_positive'],
          [{ key: 'k', debit: SYSTEM, credit: alice, amount: -5n, kind: 'deposit' }, 'wallet.amount_not_positive'],
          [{ key: 'k', debit: 'system:nowhere', credit: alice, amount: 1n, kind: 'deposit' }, 'wallet.unknown_account'],
          [{ key: 'k', debit: SYSTEM, credit: 'member:0:main', amount: 1n, kind: 'deposit' }, 'wallet.unknown_account'],
          [{ key: 'k', debit: USD_SYSTEM, credit: alice, amount: 1n, kind: 'deposit' }, 'wallet.currency_mismatch'],
          [{ key: 'k', debit: alice, credit: bob, amount: 1n, kind: 'transfer' }, 'wallet.insufficient_funds'],
          [{ key: 'k', debit: alice, credit: CLEARING, amount: 1n, kind: 'withdrawal', pending: true }, 'wallet.insufficient_funds'],
        ];
        for (const [request, expected] of cases) expect(codeOf(await ledger.transfer(request)), expected).toBe(expected);
        expect(await balanceOf(alice)).toEqual({ balance: 0n, held: 0n });
        expect((await ledger.audit()).transfers).toBe(0);
        const later = valueOf(await ledger.transfer({ key: 'k', debit: SYSTEM, credit: alice, amount: 3n, kind: 'deposit' }));
        expect(later.replayed).toBe(false);
        expect(await balanceOf(alice)).toEqual({ balance: 3n, held: 0n });
        const maxKey = 'y'.repeat(200);
        expect(valueOf(await ledger.transfer({ key: maxKey, debit: SYSTEM, credit: alice, amount: 1n, kind: 'deposit' })).key).toBe(maxKey);
      });

      it('a refused overdraft leaves its key free for the same request once the money is there', async () => {
        const request: TransferRequest = { key: 'later', debit: alice, credit: SHARDS[3]!, amount: 60n, kind: 'bet' };
        expect(codeOf(await ledger.transfer(request))).toBe('wallet.insufficient_funds');
        await deposit(alice, 60n);
        const posted = valueOf(await ledger.transfer(request));
        expect(posted.replayed).toBe(false);
        expect(await balanceOf(alice)).toEqual({ balance: 0n, held: 0n });
      });
    });

    describe('pending transfers', () => {
      it('a hold keeps the money on the payer, out of reach, until resolved', async () => {
        await deposit(alice, 100n);
        const h = valueOf(await hold(alice, 60n, 'h1'));
        expect(h).toMatchObject({
          key: 'h1',
          debit: alice,
          credit: CLEARING,
          amount: 60n,
          kind: 'withdrawal',
          flag: 'pending',
          pendingId: null,
          reference: 'wd:h1',
          replayed: false,
        });
        expect(await balanceOf(alice)).toEqual({ balance: 100n, held: 60n });
        expect(await balanceOf(CLEARING)).toEqual({ balance: 0n, held: 0n });
        expect(codeOf(await bet(alice, 41n, 'b1'))).toBe('wallet.insufficient_funds');
        expect(codeOf(await hold(alice, 41n, 'h2'))).toBe('wallet.insufficient_funds');
        valueOf(await bet(alice, 40n, 'b1'));
        expect(codeOf(await bet(alice, 1n, 'b2'))).toBe('wallet.insufficient_funds');
        expect(await balanceOf(alice)).toEqual({ balance: 60n, held: 60n });
      });

      it('post moves the held money once and answers with the resolution', async () => {
        await deposit(alice, 100n);
        const h = valueOf(await hold(alice, 60n, 'h1'));
        const post = valueOf(await ledger.resolvePending('h1', 'post', 'h1:post'));
        expect(post).toMatchObject({
          key: 'h1:post',
          debit: alice,
          credit: CLEARING,
          amount: 60n,
          kind: 'withdrawal',
          flag: 'post',
          pendingId: h.id,
          reference: 'wd:h1',
          replayed: false,
        });
        expect(post.id).not.toBe(h.id);
        expect(await balanceOf(alice)).toEqual({ balance: 40n, held: 0n });
        expect(await balanceOf(CLEARING)).toEqual({ balance: 60n, held: 0n });
      });

      it('void releases the hold and moves nothing', async () => {
        await deposit(alice, 100n);
        const h = valueOf(await hold(alice, 60n, 'h1'));
        const v = valueOf(await ledger.resolvePending('h1', 'void', 'h1:void'));
        expect(v).toMatchObject({
          flag: 'void',
          pendingId: h.id,
          amount: 60n,
          debit: alice,
          credit: CLEARING,
          debitBalanceAfter: 100n,
          creditBalanceAfter: 0n,
          replayed: false,
        });
        expect(await balanceOf(alice)).toEqual({ balance: 100n, held: 0n });
        expect(await balanceOf(CLEARING)).toEqual({ balance: 0n, held: 0n });
        valueOf(await bet(alice, 100n, 'all-in'));
      });

      it('a resolution replays under its own key; another action under that key is a conflict', async () => {
        await deposit(alice, 100n);
        valueOf(await hold(alice, 60n, 'h1'));
        const post = valueOf(await ledger.resolvePending('h1', 'post', 'r1'));
        await deposit(alice, 1n);
        expect(valueOf(await ledger.resolvePending('h1', 'post', 'r1'))).toEqual({ ...post, replayed: true });
        expect(codeOf(await ledger.resolvePending('h1', 'void', 'r1'))).toBe('wallet.idempotency_conflict');
        expect(await balanceOf(alice)).toEqual({ balance: 41n, held: 0n });
      });

      it('a resolved transfer cannot be resolved again under another key, either way', async () => {
        await deposit(alice, 100n);
        valueOf(await hold(alice, 60n, 'h1'));
        valueOf(await hold(alice, 10n, 'h2'));
        valueOf(await ledger.resolvePending('h1', 'void', 'r1'));
        valueOf(await ledger.resolvePending('h2', 'post', 'r2'));
        for (const [pending, action] of [
          ['h1', 'post'],
          ['h1', 'void'],
          ['h2', 'post'],
          ['h2', 'void'],
        ] as const) {
          expect(codeOf(await ledger.resolvePending(pending, action, `again:${pending}:${action}`))).toBe('wallet.pending_resolved');
        }
        expect(await balanceOf(alice)).toEqual({ balance: 90n, held: 0n });
        // Refused resolutions do not burn their keys.
        valueOf(await ledger.transfer({ key: 'again:h1:post', debit: SYSTEM, credit: bob, amount: 1n, kind: 'deposit' }));
      });

      it('only a pending transfer can be resolved', async () => {
        await deposit(alice, 100n, 'single-dep');
        valueOf(await hold(alice, 60n, 'h1'));
        valueOf(await ledger.resolvePending('h1', 'post', 'h1:post'));
        for (const pendingKey of ['no-such-key', 'single-dep', 'h1:post']) {
          for (const action of ['post', 'void'] as const) expect(codeOf(await ledger.resolvePending(pendingKey, action, 'r'))).toBe('wallet.pending_not_found');
        }
        expect(await balanceOf(alice)).toEqual({ balance: 40n, held: 0n });
        valueOf(await ledger.transfer({ key: 'r', debit: SYSTEM, credit: bob, amount: 1n, kind: 'deposit' }));
      });

      it('a resolution under a key already used elsewhere is a conflict and leaves the hold pending', async () => {
        await deposit(alice, 100n, 'used');
        valueOf(await hold(alice, 60n, 'h1'));
        expect(codeOf(await ledger.resolvePending('h1', 'post', 'used'))).toBe('wallet.idempotency_conflict');
        expect(codeOf(await ledger.resolvePending('h1', 'void', 'h1'))).toBe('wallet.idempotency_conflict');
        expect(await balanceOf(alice)).toEqual({ balance: 100n, held: 60n });
        valueOf(await ledger.resolvePending('h1', 'void', 'h1:void'));
        expect(await balanceOf(alice)).toEqual({ balance: 100n, held: 0n });
      });

      it('a resolution with a malformed key is refused and leaves the hold pending', async () => {
        await deposit(alice, 100n);
        valueOf(await hold(alice, 60n, 'h1'));
        expect(codeOf(await ledger.resolvePending('h1', 'post', ''))).toBe('wallet.invalid_idempotency_key');
        expect(codeOf(await ledger.resolvePending('h1', 'void', 'z'.repeat(201)))).toBe('wallet.invalid_idempotency_key');
        expect(await balanceOf(alice)).toEqual({ balance: 100n, held: 60n });
        valueOf(await ledger.resolvePending('h1', 'post', 'h1:post'));
      });

      it('replaying the hold itself after it is resolved answers with the hold and moves nothing', async () => {
        await deposit(alice, 100n);
        const h = valueOf(await hold(alice, 60n, 'h1'));
        valueOf(await ledger.resolvePending('h1', 'post', 'h1:post'));
        expect(valueOf(await hold(alice, 60n, 'h1'))).toEqual({ ...h, replayed: true });
        expect(await balanceOf(alice)).toEqual({ balance: 40n, held: 0n });
      });

      it('holds on an account that may go negative need no funds', async () => {
        valueOf(await ledger.transfer({ key: 'sys-h', debit: SHARDS[0]!, credit: CLEARING, amount: 25n, kind: 'settlement', pending: true }));
        expect(await balanceOf(SHARDS[0]!)).toEqual({ balance: 0n, held: 25n });
        valueOf(await ledger.resolvePending('sys-h', 'post', 'sys-p'));
        expect(await balanceOf(SHARDS[0]!)).toEqual({ balance: -25n, held: 0n });
        expect(await balanceOf(CLEARING)).toEqual({ balance: 25n, held: 0n });
      });
    });

    describe('together', () => {
      const owner = (code: string) => Number(code.split(':')[1]);
      const round = (code: string, id: number) => ({
        id,
        provider: 'house',
        roundRef: `contract:${id}`,
        accountId: owner(code),
        gameCode: 'HOUSE_DICE',
        detail: {},
        at: new Date('2026-01-01T00:00:00Z'),
      });

      it('transfers written together apply in order, each answering on its own', async () => {
        await deposit(alice, 100n);
        const results = await ledger.transferAll([
          { key: 'all-1', debit: alice, credit: bob, amount: 60n, kind: 'transfer' },
          { key: 'all-2', debit: alice, credit: bob, amount: 60n, kind: 'transfer' },
          { key: 'all-3', debit: bob, credit: alice, amount: 10n, kind: 'transfer' },
          { key: 'all-1', debit: alice, credit: bob, amount: 60n, kind: 'transfer' },
        ]);
        expect(results.map(codeOf)).toEqual(['ok', 'wallet.insufficient_funds', 'ok', 'ok']);
        expect(results[3]!.ok && results[3]!.value.replayed).toBe(true);
        expect(await balanceOf(alice)).toEqual({ balance: 50n, held: 0n });
        expect(await balanceOf(bob)).toEqual({ balance: 50n, held: 0n });
      });

      it('a movement on the round an earlier one opens under a preset id lands only when that one does', async () => {
        await deposit(alice, 30n);
        const play = (id: number, stake: bigint) =>
          ledger.transferAll([
            { key: `r${id}:bet`, debit: alice, credit: SHARDS[0]!, amount: stake, kind: 'bet', openRound: round(alice, id) },
            { key: `r${id}:win`, debit: SHARDS[0]!, credit: alice, amount: 80n, kind: 'win', roundCondition: { roundId: id } },
          ]);
        expect((await play(900_001, 50n)).map(codeOf)).toEqual(['wallet.insufficient_funds', 'seamless.round_closed']);
        expect(await balanceOf(alice)).toEqual({ balance: 30n, held: 0n });
        expect((await play(900_002, 20n)).map(codeOf)).toEqual(['ok', 'ok']);
        expect(await balanceOf(alice)).toEqual({ balance: 90n, held: 0n });
      });
    });

    describe('concurrency', () => {
      it('concurrent equal bets beyond the balance: exactly the ones that fit succeed', async () => {
        await deposit(alice, 1_000n);
        const results = await Promise.all(Array.from({ length: 30 }, (_, i) => bet(alice, 70n, `eq-${i}`, i % 4)));
        expect(results.filter((r) => r.ok)).toHaveLength(14);
        expect(results.filter((r) => !r.ok).map(codeOf)).toEqual(Array(16).fill('wallet.insufficient_funds'));
        expect(await balanceOf(alice)).toEqual({ balance: 20n, held: 0n });
        const shardTotal = (await ledger.balances(SHARDS)).reduce((sum, row) => sum + row.balance, 0n);
        expect(shardTotal).toBe(980n);
      });

      it('concurrent bets, holds and transfers of mixed sizes never take a wallet below zero', async () => {
        await deposit(alice, 1_000n);
        const amounts = Array.from({ length: 36 }, (_, i) => BigInt(((i * 37) % 150) + 1));
        const results = await Promise.all(
          amounts.map((amount, i) =>
            i % 3 === 0
              ? bet(alice, amount, `mix-${i}`, i % 4)
              : i % 3 === 1
                ? hold(alice, amount, `mix-${i}`)
                : ledger.transfer({ key: `mix-${i}`, debit: alice, credit: bob, amount, kind: 'transfer' }),
          ),
        );
        const taken = results.reduce((sum, r, i) => (r.ok ? sum + amounts[i]! : sum), 0n);
        for (const r of results) expect(['ok', 'wallet.insufficient_funds']).toContain(codeOf(r));
        const after = (await balanceOf(alice))!;
        const left = after.balance - after.held;
        expect(left).toBe(1_000n - taken);
        expect(left).toBeGreaterThanOrEqual(0n);
        // Money only ever left, so every refused request asked for more than what is left now.
        results.forEach((r, i) => {
          if (!r.ok) expect(amounts[i]!).toBeGreaterThan(left);
        });
        // Each answer's balance-after is a state the wallet went through: all distinct, each at least 0.
        const debitAfters = results.flatMap((r) => (r.ok ? [r.value.debitBalanceAfter] : []));
        expect(new Set(debitAfters).size).toBe(debitAfters.length);
        for (const a of debitAfters) expect(a).toBeGreaterThanOrEqual(0n);
        expect(debitAfters.some((a) => a === left)).toBe(true);
      });

      it('concurrent duplicates of one key move the money once and all answer with the same transfer', async () => {
        await deposit(alice, 100n);
        const results = await Promise.all(
          Array.from({ length: 12 }, () => ledger.transfer({ key: 'dup', debit: alice, credit: bob, amount: 30n, kind: 'transfer' })),
        );
        const posted = results.map(valueOf);
        expect(new Set(posted.map((p) => p.id)).size).toBe(1);
        expect(posted.filter((p) => !p.replayed)).toHaveLength(1);
        for (const p of posted) expect([p.debitBalanceAfter, p.creditBalanceAfter]).toEqual([70n, 30n]);
        expect(await balanceOf(alice)).toEqual({ balance: 70n, held: 0n });
        expect(await balanceOf(bob)).toEqual({ balance: 30n, held: 0n });
      });

      it('concurrent duplicates of a key that does not fit all fail and leave the key free', async () => {
        await deposit(alice, 10n);
        const results = await Promise.all(Array.from({ length: 8 }, () => bet(alice, 11n, 'too-much')));
        expect(results.map(codeOf)).toEqual(Array(8).fill('wallet.insufficient_funds'));
        expect((await ledger.audit()).transfers).toBe(1);
        await deposit(alice, 1n);
        expect(valueOf(await bet(alice, 11n, 'too-much')).replayed).toBe(false);
      });

      it('a concurrent post and void of one pending transfer: exactly one wins', async () => {
        await deposit(alice, 1_000n);
        const holds = Array.from({ length: 8 }, (_, i) => `race-${i}`);
        for (const key of holds) valueOf(await hold(alice, 100n, key));
        const raced = await Promise.all(
          holds.map((key) => Promise.all([ledger.resolvePending(key, 'post', `${key}:post`), ledger.resolvePending(key, 'void', `${key}:void`)])),
        );
        let posted = 0n;
        for (const [post, voided] of raced) {
          expect([codeOf(post!), codeOf(voided!)].sort()).toEqual(['ok', 'wallet.pending_resolved']);
          if (post!.ok) posted += 100n;
        }
        expect(await balanceOf(alice)).toEqual({ balance: 1_000n - posted, held: 0n });
        expect(await balanceOf(CLEARING)).toEqual({ balance: posted, held: 0n });
      });

      it('concurrent duplicates of one resolution all answer with the same resolution', async () => {
        await deposit(alice, 100n);
        valueOf(await hold(alice, 40n, 'h'));
        const results = (await Promise.all(Array.from({ length: 6 }, () => ledger.resolvePending('h', 'post', 'h:post')))).map(valueOf);
        expect(new Set(results.map((r) => r.id)).size).toBe(1);
        expect(results.filter((r) => !r.replayed)).toHaveLength(1);
        expect(await balanceOf(alice)).toEqual({ balance: 60n, held: 0n });
      });

      it('concurrent transfers both ways between two wallets neither deadlock nor lose money', async () => {
        await deposit(alice, 500n);
        await deposit(bob, 500n);
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            i % 2 === 0
              ? ledger.transfer({ key: `ab-${i}`, debit: alice, credit: bob, amount: 25n, kind: 'transfer' })
              : ledger.transfer({ key: `ba-${i}`, debit: bob, credit: alice, amount: 10n, kind: 'transfer' }),
          ),
        );
        for (const r of results) expect(codeOf(r)).toBe('ok');
        expect(await balanceOf(alice)).toEqual({ balance: 500n - 20n * 25n + 20n * 10n, held: 0n });
        expect(await balanceOf(bob)).toEqual({ balance: 500n + 20n * 25n - 20n * 10n, held: 0n });
      });
    });

    describe('audit', () => {
      it('counts accounts and transfers; refused requests leave no row', async () => {
        const before = await ledger.audit();
        expect(before).toMatchObject({ accounts: 9, transfers: 0, sumOfBalances: 0n, ok: true });
        await deposit(alice, 100n);
        valueOf(await hold(alice, 30n, 'h'));
        valueOf(await ledger.resolvePending('h', 'void', 'v'));
        expect(codeOf(await bet(alice, 101n, 'no'))).toBe('wallet.insufficient_funds');
        expect(codeOf(await ledger.resolvePending('h', 'post', 'p'))).toBe('wallet.pending_resolved');
        expect(await ledger.audit()).toMatchObject({
          accounts: 9,
          transfers: 3,
          mismatches: [],
          sumOfBalances: 0n,
          duplicateKeys: 0,
          negativeAccounts: [],
          ok: true,
        });
      });

      it('detects a balance changed behind its back', async () => {
        await deposit(alice, 100n);
        valueOf(await bet(alice, 30n, 'b'));
        tampered = true;
        await f.tamper.addToBalance(alice, 1n);
        const report = await ledger.audit();
        expect(report.ok).toBe(false);
        expect(report.sumOfBalances).toBe(1n);
        expect(report.mismatches).toEqual([{ code: alice, stored: 71n, computed: 70n, heldStored: 0n, heldComputed: 0n }]);
      });

      it('detects a hold changed behind its back', async () => {
        await deposit(alice, 100n);
        valueOf(await hold(alice, 30n, 'h'));
        tampered = true;
        await f.tamper.addToHeld(alice, 5n);
        const report = await ledger.audit();
        expect(report.ok).toBe(false);
        expect(report.sumOfBalances).toBe(0n);
        expect(report.mismatches).toEqual([{ code: alice, stored: 100n, computed: 100n, heldStored: 35n, heldComputed: 30n }]);
      });

      it('detects a transfer row that moved no money', async () => {
        await deposit(alice, 100n);
        tampered = true;
        await f.tamper.insertStrayTransfer('stray', alice, bob, 40n);
        const report = await ledger.audit();
        expect(report.ok).toBe(false);
        expect(report.sumOfBalances).toBe(0n);
        expect(report.transfers).toBe(2);
        expect([...report.mismatches].sort((a, b) => a.code.localeCompare(b.code))).toEqual(
          [
            { code: alice, stored: 100n, computed: 60n, heldStored: 0n, heldComputed: 0n },
            { code: bob, stored: 0n, computed: 40n, heldStored: 0n, heldComputed: 0n },
          ].sort((a, b) => a.code.localeCompare(b.code)),
        );
      });

      it('detects money whose transfer row is gone', async () => {
        await deposit(alice, 100n);
        valueOf(await ledger.transfer({ key: 'gone', debit: alice, credit: bob, amount: 25n, kind: 'transfer' }));
        tampered = true;
        await f.tamper.deleteTransfer('gone');
        const report = await ledger.audit();
        expect(report.ok).toBe(false);
        expect(report.sumOfBalances).toBe(0n);
        expect(report.transfers).toBe(1);
        expect([...report.mismatches].sort((a, b) => a.code.localeCompare(b.code))).toEqual(
          [
            { code: alice, stored: 75n, computed: 100n, heldStored: 0n, heldComputed: 0n },
            { code: bob, stored: 25n, computed: 0n, heldStored: 0n, heldComputed: 0n },
          ].sort((a, b) => a.code.localeCompare(b.code)),
        );
      });
    });
  });
}
