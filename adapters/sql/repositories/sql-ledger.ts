import { sql, type Kysely, type Transaction } from 'kysely';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { checkIdempotencyKey, checkTransferShape, type TransferFlag } from '../../../core/domain/wallet/ledger-rules';
import { LEDGER_CODES, type AuditReport } from '../../../core/platform/wallet/ledger';
import {
  type AccountBalance,
  type Ledger,
  type NewLedgerAccount,
  type PostedTransfer,
  type TransferRequest,
  type WalletLedger,
} from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';
import { GroupCommit } from '../group-commit';
import { inTransaction, Rejection } from '../transactions';
import { writeTransferBatch, type BatchContext } from './ledger-batch';
import { hashOf, type AccountRow, type TransferRow } from './ledger-rows';

/** Transfers per group-committed transaction. */
const MAX_BATCH = 128;

/**
 * The double-entry ledger on PostgreSQL (embedded or server). Each movement is one transaction
 * at READ COMMITTED: the idempotency key is claimed first (INSERT … ON CONFLICT DO NOTHING), the
 * two balance rows are updated in id order with the overdraft guard in the UPDATE itself, and an
 * outbox row per member side is written for publication after commit.
 */
export class SqlLedger implements Ledger, WalletLedger {
  private readonly accounts = new Map<string, AccountRow>();
  private readonly group = new GroupCommit<TransferRequest, Result<PostedTransfer>>((batch) => this.writeTransfers(batch), MAX_BATCH);
  private readonly batchContext: BatchContext = {
    loadAccounts: (trx, codes) => this.loadAccounts(trx, codes),
    findByKey: (trx, key) => this.findByKey(trx, key),
    storedAnswer: (row) => storedAnswer(row),
  };

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly afterCommit: () => void = () => undefined,
  ) {}

  async openAccount(account: NewLedgerAccount): Promise<void> {
    await this.db
      .insertInto('ledger_accounts')
      .values({ code: account.code, owner_id: account.ownerId, kind: account.kind, currency: account.currency, allow_negative: account.allowNegative })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  /** Transfers that arrive together are written together (see GroupCommit). */
  transfer(request: TransferRequest): Promise<Result<PostedTransfer>> {
    return this.group.submit(request);
  }

  transferAll(requests: readonly TransferRequest[]): Promise<Result<PostedTransfer>[]> {
    return this.group.submitAll(requests);
  }

  async resolvePending(pendingKey: string, action: 'post' | 'void', key: string): Promise<Result<PostedTransfer>> {
    const validKey = checkIdempotencyKey(key);
    if (!validKey.ok) return validKey;
    const payloadHash = hashOf([pendingKey, action]);
    return this.run(async (trx) => {
      const pending = await this.findByKey(trx, pendingKey);
      if (!pending || pending.flag !== 'pending') throw new Rejection({ code: 'wallet.pending_not_found' });
      const [debit, credit] = await this.lookup(trx, pending.debit_code, pending.credit_code);
      const claimed = await sql<{ id: number; created_at: Date }>`
        INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind, flag, pending_id, reference, payload_hash)
        VALUES (${key}, ${debit.id}, ${credit.id}, ${pending.amount}, ${pending.kind}, ${action}, ${pending.id}, ${pending.reference}, ${payloadHash})
        ON CONFLICT DO NOTHING RETURNING id, created_at`.execute(trx);
      const row = claimed.rows[0];
      if (!row) {
        const existing = await this.findByKey(trx, key);
        if (!existing) throw new Rejection({ code: 'wallet.pending_resolved' });
        return this.replay(trx, key, payloadHash);
      }
      const after = await this.move(trx, debit, credit, pending.amount, action);
      return this.record(trx, {
        id: row.id,
        createdAt: row.created_at,
        key,
        debit,
        credit,
        amount: pending.amount,
        kind: pending.kind,
        flag: action,
        pendingId: pending.id,
        reference: pending.reference,
        after,
      });
    });
  }

  async balances(codes: readonly string[]): Promise<AccountBalance[]> {
    if (codes.length === 0) return [];
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['code', 'balance', 'held'])
      .where('code', 'in', [...codes])
      .execute();
    return rows.map((r) => ({ code: r.code, balance: r.balance, held: r.held }));
  }

  async audit(): Promise<AuditReport> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`.execute(trx);
      const mismatches = await sql<{ code: string; balance: bigint; held: bigint; computed_balance: bigint; computed_held: bigint }>`
        WITH moves AS (
          SELECT credit_account_id AS id, amount AS delta, 0::bigint AS hold FROM ledger_transfers WHERE flag IN ('single', 'post')
          UNION ALL SELECT debit_account_id, -amount, 0 FROM ledger_transfers WHERE flag IN ('single', 'post')
          UNION ALL SELECT debit_account_id, 0, amount FROM ledger_transfers WHERE flag = 'pending'
          UNION ALL SELECT debit_account_id, 0, -amount FROM ledger_transfers WHERE flag IN ('post', 'void')
        ), computed AS (SELECT id, sum(delta)::bigint AS balance, sum(hold)::bigint AS held FROM moves GROUP BY id)
        SELECT a.code, a.balance, a.held, coalesce(c.balance, 0)::bigint AS computed_balance, coalesce(c.held, 0)::bigint AS computed_held
        FROM ledger_accounts a LEFT JOIN computed c ON c.id = a.id
        WHERE a.balance <> coalesce(c.balance, 0) OR a.held <> coalesce(c.held, 0)
        ORDER BY a.code`.execute(trx);
      const totals = await sql<{ accounts: number; sum: bigint; transfers: number; duplicates: number }>`
        SELECT (SELECT count(*)::int FROM ledger_accounts) AS accounts,
               (SELECT coalesce(sum(balance), 0)::bigint FROM ledger_accounts) AS sum,
               (SELECT count(*)::int FROM ledger_transfers) AS transfers,
               (SELECT (count(*) - count(DISTINCT idempotency_key))::int + (count(pending_id) - count(DISTINCT pending_id))::int FROM ledger_transfers) AS duplicates`.execute(
        trx,
      );
      const negative = await trx
        .selectFrom('ledger_accounts')
        .select('code')
        .where('allow_negative', '=', false)
        .where(sql<boolean>`balance - held < 0`)
        .execute();
      const total = totals.rows[0]!;
      const report = {
        accounts: total.accounts,
        transfers: total.transfers,
        mismatches: mismatches.rows.map((m) => ({
          code: m.code,
          stored: m.balance,
          computed: m.computed_balance,
          heldStored: m.held,
          heldComputed: m.computed_held,
        })),
        sumOfBalances: total.sum,
        duplicateKeys: total.duplicates,
        negativeAccounts: negative.map((n) => n.code),
      };
      return {
        ...report,
        ok: report.mismatches.length === 0 && report.sumOfBalances === 0n && report.duplicateKeys === 0 && report.negativeAccounts.length === 0,
      };
    });
  }

  async openMainWallet(accountId: number, currency: string): Promise<void> {
    await this.openAccount({ code: LEDGER_CODES.memberMain(accountId), kind: 'member_main', ownerId: accountId, currency, allowNegative: false });
  }

  async mainBalance(accountId: number): Promise<bigint> {
    const [row] = await this.balances([LEDGER_CODES.memberMain(accountId)]);
    return row ? row.balance - row.held : 0n;
  }

  async creditFromSystem(systemCode: string, accountId: number, amount: bigint, idempotencyKey: string, kind: string): Promise<Result<null>> {
    const [wallet] = await this.db.selectFrom('ledger_accounts').select('currency').where('code', '=', LEDGER_CODES.memberMain(accountId)).execute();
    if (!wallet) return fail('wallet.unknown_account');
    await this.openAccount({ code: systemCode, kind: 'system', ownerId: null, currency: wallet.currency, allowNegative: true });
    const result = await this.transfer({ key: idempotencyKey, debit: systemCode, credit: LEDGER_CODES.memberMain(accountId), amount, kind });
    return result.ok ? ok(null) : result;
  }

  /**
   * One transfer inside the caller's transaction, which commits it with the caller's own rows or
   * rolls it back; call `committed` after a commit that applied one.
   */
  async transferIn(trx: Transaction<Schema>, request: TransferRequest): Promise<Result<PostedTransfer>> {
    const [result] = await this.transfersIn(trx, [request]);
    return result!;
  }

  /** Many transfers inside the caller's transaction, written together as a group commit writes them. */
  async transfersIn(trx: Transaction<Schema>, requests: readonly TransferRequest[]): Promise<Result<PostedTransfer>[]> {
    if (requests.length === 0) return [];
    const { results } = await writeTransferBatch(trx, requests, this.batchContext);
    return results;
  }

  /** Publishes the balance events of a transaction that wrote transfers through `transferIn`. */
  committed(): void {
    this.afterCommit();
  }

  private async writeTransfers(batch: readonly TransferRequest[]): Promise<Result<PostedTransfer>[]> {
    const { results, applied } = await inTransaction(this.db, (trx) => writeTransferBatch(trx, batch, this.batchContext));
    if (applied > 0) this.afterCommit();
    return results;
  }

  private async loadAccounts(trx: Transaction<Schema>, codes: readonly string[]): Promise<Map<string, AccountRow>> {
    const missing = codes.filter((code) => !this.accounts.has(code));
    if (missing.length > 0) {
      const rows = await trx.selectFrom('ledger_accounts').select(['id', 'code', 'owner_id', 'currency']).where('code', 'in', missing).execute();
      for (const r of rows) this.accounts.set(r.code, { id: r.id, code: r.code, ownerId: r.owner_id, currency: r.currency });
    }
    return new Map(codes.flatMap((code) => (this.accounts.has(code) ? [[code, this.accounts.get(code)!] as const] : [])));
  }

  private async run(work: (trx: Transaction<Schema>) => Promise<PostedTransfer>): Promise<Result<PostedTransfer>> {
    try {
      const posted = await inTransaction(this.db, work);
      if (!posted.replayed) this.afterCommit();
      return ok(posted);
    } catch (error) {
      if (error instanceof Rejection) return fail(error.failure.code, error.failure);
      throw error;
    }
  }

  private async lookup(trx: Transaction<Schema>, debitCode: string, creditCode: string): Promise<[AccountRow, AccountRow]> {
    const found = await this.loadAccounts(trx, [debitCode, creditCode]);
    const debit = found.get(debitCode);
    const credit = found.get(creditCode);
    if (!debit || !credit) throw new Rejection({ code: 'wallet.unknown_account' });
    return [debit, credit];
  }

  /** Applies the movement to both rows in id order; returns each side's available balance after. */
  private async move(
    trx: Transaction<Schema>,
    debit: AccountRow,
    credit: AccountRow,
    amount: bigint,
    flag: TransferFlag,
  ): Promise<{ debit: bigint; credit: bigint }> {
    const updateDebit = async (): Promise<bigint> => {
      const set =
        flag === 'single'
          ? sql`balance = balance - ${amount}`
          : flag === 'pending'
            ? sql`held = held + ${amount}`
            : flag === 'post'
              ? sql`balance = balance - ${amount}, held = held - ${amount}`
              : sql`held = held - ${amount}`;
      const guard = flag === 'single' || flag === 'pending' ? sql`AND (allow_negative OR balance - held >= ${amount})` : sql``;
      const result = await sql<{
        available: bigint;
      }>`UPDATE ledger_accounts SET ${set} WHERE id = ${debit.id} ${guard} RETURNING balance - held AS available`.execute(trx);
      const row = result.rows[0];
      if (!row) throw new Rejection({ code: 'wallet.insufficient_funds' });
      return row.available;
    };
    const updateCredit = async (): Promise<bigint> => {
      const set = flag === 'single' || flag === 'post' ? sql`balance = balance + ${amount}` : sql`balance = balance`;
      const result = await sql<{ available: bigint }>`UPDATE ledger_accounts SET ${set} WHERE id = ${credit.id} RETURNING balance - held AS available`.execute(
        trx,
      );
      return result.rows[0]!.available;
    };
    if (debit.id < credit.id) {
      const d = await updateDebit();
      return { debit: d, credit: await updateCredit() };
    }
    const c = await updateCredit();
    return { debit: await updateDebit(), credit: c };
  }

  private async record(
    trx: Transaction<Schema>,
    t: {
      id: number;
      createdAt: Date;
      key: string;
      debit: AccountRow;
      credit: AccountRow;
      amount: bigint;
      kind: string;
      flag: TransferFlag;
      pendingId: number | null;
      reference: string | null;
      after: { debit: bigint; credit: bigint };
    },
  ): Promise<PostedTransfer> {
    await sql`UPDATE ledger_transfers SET debit_balance_after = ${t.after.debit}, credit_balance_after = ${t.after.credit} WHERE id = ${t.id}`.execute(trx);
    for (const [side, available] of [
      [t.debit, t.after.debit],
      [t.credit, t.after.credit],
    ] as const) {
      if (side.ownerId === null) continue;
      await trx
        .insertInto('outbox')
        .values({
          channel: `member:${side.ownerId}`,
          event: 'balance',
          payload: JSON.stringify({ code: side.code, available: available.toString(), transferId: t.id, kind: t.kind }),
        })
        .execute();
    }
    return {
      id: t.id,
      key: t.key,
      debit: t.debit.code,
      credit: t.credit.code,
      amount: t.amount,
      kind: t.kind,
      flag: t.flag,
      pendingId: t.pendingId,
      reference: t.reference,
      debitBalanceAfter: t.after.debit,
      creditBalanceAfter: t.after.credit,
      createdAt: t.createdAt,
      replayed: false,
    };
  }

  private async findByKey(trx: Transaction<Schema>, key: string): Promise<TransferRow | null> {
    const result = await sql<TransferRow>`
      SELECT t.id, t.idempotency_key, d.code AS debit_code, c.code AS credit_code, t.amount, t.kind, t.flag, t.pending_id, t.reference,
             t.payload_hash, t.debit_balance_after, t.credit_balance_after, t.created_at
      FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE t.idempotency_key = ${key}`.execute(trx);
    return result.rows[0] ?? null;
  }

  /** The stored answer for a key already used: the same payload replays, another is a conflict. */
  private async replay(trx: Transaction<Schema>, key: string, payloadHash: string): Promise<PostedTransfer> {
    const row = await this.findByKey(trx, key);
    if (!row || row.payload_hash !== payloadHash) throw new Rejection({ code: 'wallet.idempotency_conflict' });
    return storedAnswer(row);
  }
}

function storedAnswer(row: TransferRow): PostedTransfer {
  return {
    id: row.id,
    key: row.idempotency_key,
    debit: row.debit_code,
    credit: row.credit_code,
    amount: row.amount,
    kind: row.kind,
    flag: row.flag,
    pendingId: row.pending_id,
    reference: row.reference,
    debitBalanceAfter: row.debit_balance_after ?? 0n,
    creditBalanceAfter: row.credit_balance_after ?? 0n,
    createdAt: row.created_at,
    replayed: true,
  };
}
