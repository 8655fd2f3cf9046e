import { sql, type Transaction } from 'kysely';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { applyMovement, available, checkTransferShape, type LedgerAccountState, type TransferFlag } from '../../../core/domain/wallet/ledger-rules';
import type { PostedTransfer, TransferRequest } from '../../../core/platform/wallet/ledger';
import type { Schema } from '../schema';
import { hashOf, type AccountRow, type TransferRow } from './ledger-rows';

export interface BatchContext {
  loadAccounts(trx: Transaction<Schema>, codes: readonly string[]): Promise<Map<string, AccountRow>>;
  findByKey(trx: Transaction<Schema>, key: string): Promise<TransferRow | null>;
  storedAnswer(row: TransferRow): PostedTransfer;
}

interface Candidate {
  readonly index: number;
  readonly request: TransferRequest;
  readonly flag: TransferFlag;
  readonly hash: string;
  readonly debit: AccountRow;
  readonly credit: AccountRow;
}

const text = (values: readonly (string | number | bigint | null)[]) => values.map((v) => (v === null ? null : String(v)));

/**
 * Writes many transfers in one transaction with a fixed number of statements:
 * 1. claim every idempotency key with one INSERT … SELECT FROM unnest … ON CONFLICT DO NOTHING;
 * 2. lock every touched balance row in id order (SELECT … FOR NO KEY UPDATE);
 * 3. apply the transfers in arrival order with the pure ledger rules against the locked rows —
 *    the rows cannot change under us, and CHECK (balance - held >= 0) is the backstop;
 * 4. un-claim the refused ones (their keys stay free), write the balances, the balances after,
 *    and the outbox rows, each with one statement.
 * Keys that were already used answer from the stored transfer (same payload) or as a conflict.
 */
export async function writeTransferBatch(
  trx: Transaction<Schema>,
  batch: readonly TransferRequest[],
  context: BatchContext,
): Promise<{ results: Result<PostedTransfer>[]; applied: number }> {
  const results: Result<PostedTransfer>[] = new Array(batch.length);
  const accounts = await context.loadAccounts(trx, [...new Set(batch.flatMap((r) => [r.debit, r.credit]))]);
  const candidates: Candidate[] = [];
  batch.forEach((request, index) => {
    const shape = checkTransferShape(request.debit, request.credit, request.amount, request.key);
    if (!shape.ok) return void (results[index] = shape);
    const debit = accounts.get(request.debit);
    const credit = accounts.get(request.credit);
    if (!debit || !credit) return void (results[index] = fail('wallet.unknown_account'));
    if (debit.currency !== credit.currency) return void (results[index] = fail('wallet.currency_mismatch'));
    const flag: TransferFlag = request.pending ? 'pending' : 'single';
    candidates.push({ index, request, flag, debit, credit, hash: hashOf([request.debit, request.credit, request.amount, request.kind, flag, request.reference]) });
  });
  if (candidates.length === 0) return { results, applied: 0 };

  const claimed = await sql<{ id: number; idempotency_key: string; created_at: Date }>`
    INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind, flag, reference, payload_hash)
    SELECT k, d::int, c::int, a::bigint, kd, f, r, h
    FROM unnest(${text(candidates.map((c) => c.request.key))}::text[], ${text(candidates.map((c) => c.debit.id))}::text[], ${text(candidates.map((c) => c.credit.id))}::text[],
                ${text(candidates.map((c) => c.request.amount))}::text[], ${text(candidates.map((c) => c.request.kind))}::text[], ${text(candidates.map((c) => c.flag))}::text[],
                ${text(candidates.map((c) => c.request.reference ?? null))}::text[], ${text(candidates.map((c) => c.hash))}::text[]) AS v(k, d, c, a, kd, f, r, h)
    ON CONFLICT DO NOTHING
    RETURNING id, idempotency_key, created_at`.execute(trx);
  const claimedByKey = new Map(claimed.rows.map((r) => [r.idempotency_key, r]));
  const firstOfKey = new Map<string, Candidate>();
  const toApply: Candidate[] = [];
  const later: Candidate[] = [];
  for (const candidate of candidates) {
    const key = candidate.request.key;
    if (claimedByKey.has(key) && !firstOfKey.has(key)) {
      firstOfKey.set(key, candidate);
      toApply.push(candidate);
    } else later.push(candidate);
  }

  const ids = [...new Set(toApply.flatMap((c) => [c.debit.id, c.credit.id]))].sort((a, b) => a - b);
  const locked = ids.length
    ? await sql<{ id: number; balance: bigint; held: bigint; allow_negative: boolean }>`
        SELECT id, balance, held, allow_negative FROM ledger_accounts WHERE id = ANY(${text(ids)}::int[]) ORDER BY id FOR NO KEY UPDATE`.execute(trx)
    : { rows: [] };
  const state = new Map<number, LedgerAccountState>(locked.rows.map((r) => [r.id, { balance: r.balance, held: r.held, allowNegative: r.allow_negative }]));
  const refused: number[] = [];
  const applied: { candidate: Candidate; row: { id: number; created_at: Date }; debitAfter: bigint; creditAfter: bigint }[] = [];
  for (const candidate of toApply) {
    const row = claimedByKey.get(candidate.request.key)!;
    const moved = applyMovement(state.get(candidate.debit.id)!, state.get(candidate.credit.id)!, { debit: candidate.debit.code, credit: candidate.credit.code, amount: candidate.request.amount, flag: candidate.flag });
    if (!moved.ok) {
      refused.push(row.id);
      results[candidate.index] = moved;
      continue;
    }
    state.set(candidate.debit.id, moved.value.debit);
    state.set(candidate.credit.id, moved.value.credit);
    applied.push({ candidate, row, debitAfter: available(moved.value.debit), creditAfter: available(moved.value.credit) });
  }

  if (refused.length) await sql`DELETE FROM ledger_transfers WHERE id = ANY(${text(refused)}::int[])`.execute(trx);
  if (applied.length) {
    const touched = [...new Set(applied.flatMap((a) => [a.candidate.debit.id, a.candidate.credit.id]))];
    await sql`
      UPDATE ledger_accounts AS a SET balance = v.b::bigint, held = v.h::bigint
      FROM unnest(${text(touched)}::text[], ${text(touched.map((id) => state.get(id)!.balance))}::text[], ${text(touched.map((id) => state.get(id)!.held))}::text[]) AS v(id, b, h)
      WHERE a.id = v.id::int`.execute(trx);
    await sql`
      UPDATE ledger_transfers AS t SET debit_balance_after = v.d::bigint, credit_balance_after = v.c::bigint
      FROM unnest(${text(applied.map((a) => a.row.id))}::text[], ${text(applied.map((a) => a.debitAfter))}::text[], ${text(applied.map((a) => a.creditAfter))}::text[]) AS v(id, d, c)
      WHERE t.id = v.id::int`.execute(trx);
    const events = applied.flatMap((a) =>
      (
        [
          [a.candidate.debit, a.debitAfter],
          [a.candidate.credit, a.creditAfter],
        ] as const
      )
        .filter(([side]) => side.ownerId !== null)
        .map(([side, after]) => ({ channel: `member:${side.ownerId}`, event: 'balance', payload: JSON.stringify({ code: side.code, available: after.toString(), transferId: a.row.id, kind: a.candidate.request.kind }) })),
    );
    if (events.length) await trx.insertInto('outbox').values(events).execute();
  }
  for (const a of applied) {
    const { candidate, row } = a;
    results[candidate.index] = ok({
      id: row.id,
      key: candidate.request.key,
      debit: candidate.debit.code,
      credit: candidate.credit.code,
      amount: candidate.request.amount,
      kind: candidate.request.kind,
      flag: candidate.flag,
      pendingId: null,
      reference: candidate.request.reference ?? null,
      debitBalanceAfter: a.debitAfter,
      creditBalanceAfter: a.creditAfter,
      createdAt: row.created_at,
      replayed: false,
    });
  }

  for (const candidate of later) {
    const first = firstOfKey.get(candidate.request.key);
    const stored = await context.findByKey(trx, candidate.request.key);
    if (stored) results[candidate.index] = stored.payload_hash === candidate.hash ? ok(context.storedAnswer(stored)) : fail('wallet.idempotency_conflict');
    else if (first && first.hash === candidate.hash) results[candidate.index] = results[first.index]!;
    else results[candidate.index] = fail('wallet.idempotency_conflict');
  }
  return { results, applied: applied.length };
}
