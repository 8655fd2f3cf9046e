import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import {
  applyMovement,
  available,
  checkIdempotencyKey,
  checkTransferShape,
  type LedgerAccountState,
  type TransferFlag,
} from '../../../core/domain/wallet/ledger-rules';
import type { AuditReport } from '../../../core/platform/wallet/ledger';
import type { AccountBalance, Ledger, NewLedgerAccount, PostedTransfer, TransferRequest } from '../../../core/platform/wallet/ports';

interface Account extends LedgerAccountState {
  readonly id: number;
  readonly code: string;
  readonly kind: string;
  readonly ownerId: number | null;
  readonly currency: string;
}

interface StoredTransfer extends Omit<PostedTransfer, 'replayed'> {
  /** What the request asked for; the same key with another payload is a conflict. */
  readonly payload: string;
}

/**
 * The double-entry ledger in memory, on the same pure rules as SqlLedger and with its
 * semantics: checks run in the same order (shape, accounts, currency, key, funds), a refused
 * request leaves no trace (its key stays free), a key replays its first answer, and
 * `debitBalanceAfter`/`creditBalanceAfter` are each side's available balance (balance - held).
 * Every method does all its work in one synchronous step after one await, so concurrent calls
 * are serialized the way database transactions are.
 */
export class InMemoryLedger implements Ledger {
  private readonly accounts = new Map<string, Account>();
  private readonly transfers: StoredTransfer[] = [];
  private readonly byKey = new Map<string, StoredTransfer>();
  /** pending transfer id → the id of the post or void that resolved it. */
  private readonly resolved = new Map<number, number>();
  private nextAccountId = 1;
  private nextTransferId = 1;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async openAccount(account: NewLedgerAccount): Promise<void> {
    await Promise.resolve();
    if (this.accounts.has(account.code)) return;
    this.accounts.set(account.code, {
      id: this.nextAccountId++,
      code: account.code,
      kind: account.kind,
      ownerId: account.ownerId,
      currency: account.currency,
      allowNegative: account.allowNegative,
      balance: 0n,
      held: 0n,
    });
  }

  async transfer(request: TransferRequest): Promise<Result<PostedTransfer>> {
    await Promise.resolve();
    return this.transferNow(request);
  }

  /** In order, in one step; a movement on a round whose opening movement was refused is refused as SqlLedger refuses it. */
  async transferAll(requests: readonly TransferRequest[]): Promise<Result<PostedTransfer>[]> {
    await Promise.resolve();
    const unopened = new Set<number>();
    return requests.map((request) => {
      const roundId = request.roundCondition?.roundId;
      if (roundId !== undefined && unopened.has(roundId)) return fail('seamless.round_closed');
      const result = this.transferNow(request);
      if (!result.ok && request.openRound?.id !== undefined) unopened.add(request.openRound.id);
      return result;
    });
  }

  private transferNow(request: TransferRequest): Result<PostedTransfer> {
    const shape = checkTransferShape(request.debit, request.credit, request.amount, request.key);
    if (!shape.ok) return shape;
    const debit = this.accounts.get(request.debit);
    const credit = this.accounts.get(request.credit);
    if (!debit || !credit) return fail('wallet.unknown_account');
    if (debit.currency !== credit.currency) return fail('wallet.currency_mismatch');
    const flag: TransferFlag = request.pending ? 'pending' : 'single';
    const payload = JSON.stringify(['transfer', request.debit, request.credit, request.amount.toString(), request.kind, flag, request.reference ?? null]);
    const earlier = this.byKey.get(request.key);
    if (earlier) return this.replay(earlier, payload);
    return this.move(debit, credit, {
      key: request.key,
      amount: request.amount,
      kind: request.kind,
      flag,
      pendingId: null,
      reference: request.reference ?? null,
      payload,
    });
  }

  async resolvePending(pendingKey: string, action: 'post' | 'void', key: string): Promise<Result<PostedTransfer>> {
    await Promise.resolve();
    const validKey = checkIdempotencyKey(key);
    if (!validKey.ok) return validKey;
    const pending = this.byKey.get(pendingKey);
    if (!pending || pending.flag !== 'pending') return fail('wallet.pending_not_found');
    const payload = JSON.stringify(['resolve', pendingKey, action]);
    const earlier = this.byKey.get(key);
    if (earlier) return this.replay(earlier, payload);
    if (this.resolved.has(pending.id)) return fail('wallet.pending_resolved');
    const debit = this.accounts.get(pending.debit)!;
    const credit = this.accounts.get(pending.credit)!;
    return this.move(debit, credit, {
      key,
      amount: pending.amount,
      kind: pending.kind,
      flag: action,
      pendingId: pending.id,
      reference: pending.reference,
      payload,
    });
  }

  async balances(codes: readonly string[]): Promise<AccountBalance[]> {
    await Promise.resolve();
    return [...new Set(codes)].flatMap((code) => {
      const account = this.accounts.get(code);
      return account ? [{ code, balance: account.balance, held: account.held }] : [];
    });
  }

  /** Recomputes every balance and hold from the transfers, as SqlLedger's audit does. */
  async audit(): Promise<AuditReport> {
    await Promise.resolve();
    const computed = new Map<string, { balance: bigint; held: bigint }>();
    const add = (code: string, balance: bigint, held: bigint) => {
      const c = computed.get(code) ?? { balance: 0n, held: 0n };
      computed.set(code, { balance: c.balance + balance, held: c.held + held });
    };
    for (const t of this.transfers) {
      if (t.flag === 'single' || t.flag === 'post') {
        add(t.debit, -t.amount, 0n);
        add(t.credit, t.amount, 0n);
      }
      if (t.flag === 'pending') add(t.debit, 0n, t.amount);
      if (t.flag === 'post' || t.flag === 'void') add(t.debit, 0n, -t.amount);
    }
    const accounts = [...this.accounts.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    const mismatches = accounts.flatMap((a) => {
      const c = computed.get(a.code) ?? { balance: 0n, held: 0n };
      return a.balance === c.balance && a.held === c.held
        ? []
        : [{ code: a.code, stored: a.balance, computed: c.balance, heldStored: a.held, heldComputed: c.held }];
    });
    const keys = this.transfers.map((t) => t.key);
    const pendingIds = this.transfers.flatMap((t) => (t.pendingId === null ? [] : [t.pendingId]));
    const duplicateKeys = keys.length - new Set(keys).size + (pendingIds.length - new Set(pendingIds).size);
    const negativeAccounts = accounts.filter((a) => !a.allowNegative && available(a) < 0n).map((a) => a.code);
    const sumOfBalances = accounts.reduce((sum, a) => sum + a.balance, 0n);
    return {
      accounts: accounts.length,
      transfers: this.transfers.length,
      mismatches,
      sumOfBalances,
      duplicateKeys,
      negativeAccounts,
      ok: mismatches.length === 0 && sumOfBalances === 0n && duplicateKeys === 0 && negativeAccounts.length === 0,
    };
  }

  /** Test helper, like an UPDATE behind the ledger's back: changes a stored balance only. */
  tamperBalance(code: string, delta: bigint): void {
    const account = this.accounts.get(code);
    if (!account) throw new Error(`no ledger account ${code}`);
    this.accounts.set(code, { ...account, balance: account.balance + delta });
  }

  /** Test helper, like an UPDATE behind the ledger's back: changes a stored hold only. */
  tamperHeld(code: string, delta: bigint): void {
    const account = this.accounts.get(code);
    if (!account) throw new Error(`no ledger account ${code}`);
    this.accounts.set(code, { ...account, held: account.held + delta });
  }

  /** Test helper, like an INSERT behind the ledger's back: a 'single' row that moved nothing. */
  tamperInsertTransfer(key: string, debit: string, credit: string, amount: bigint): void {
    const stray: StoredTransfer = {
      id: this.nextTransferId++,
      key,
      debit,
      credit,
      amount,
      kind: 'stray',
      flag: 'single',
      pendingId: null,
      reference: null,
      debitBalanceAfter: 0n,
      creditBalanceAfter: 0n,
      createdAt: this.now(),
      payload: 'stray',
    };
    this.transfers.push(stray);
    this.byKey.set(key, stray);
  }

  /** Test helper, like a DELETE behind the ledger's back: forgets a transfer, keeps the balances. */
  tamperDeleteTransfer(key: string): void {
    const index = this.transfers.findIndex((t) => t.key === key);
    if (index < 0) throw new Error(`no transfer ${key}`);
    this.transfers.splice(index, 1);
    this.byKey.delete(key);
  }

  private replay(earlier: StoredTransfer, payload: string): Result<PostedTransfer> {
    if (earlier.payload !== payload) return fail('wallet.idempotency_conflict');
    return ok(this.answer(earlier, true));
  }

  private move(
    debit: Account,
    credit: Account,
    t: { key: string; amount: bigint; kind: string; flag: TransferFlag; pendingId: number | null; reference: string | null; payload: string },
  ): Result<PostedTransfer> {
    const applied = applyMovement(debit, credit, { debit: debit.code, credit: credit.code, amount: t.amount, flag: t.flag });
    if (!applied.ok) return applied;
    const newDebit = { ...debit, ...applied.value.debit };
    const newCredit = { ...credit, ...applied.value.credit };
    this.accounts.set(debit.code, newDebit);
    this.accounts.set(credit.code, newCredit);
    const stored: StoredTransfer = {
      id: this.nextTransferId++,
      key: t.key,
      debit: debit.code,
      credit: credit.code,
      amount: t.amount,
      kind: t.kind,
      flag: t.flag,
      pendingId: t.pendingId,
      reference: t.reference,
      debitBalanceAfter: available(newDebit),
      creditBalanceAfter: available(newCredit),
      createdAt: this.now(),
      payload: t.payload,
    };
    this.transfers.push(stored);
    this.byKey.set(t.key, stored);
    if (t.pendingId !== null) this.resolved.set(t.pendingId, stored.id);
    return ok(this.answer(stored, false));
  }

  private answer(stored: StoredTransfer, replayed: boolean): PostedTransfer {
    const { payload: _payload, ...transfer } = stored;
    return { ...transfer, replayed };
  }
}
