import { sql, type Transaction } from 'kysely';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { afterStep, roundAdmits, type RoundState } from '../../../core/domain/play/round-condition';
import { stepEffect } from '../../../core/domain/play/round-steps';
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

interface Applied {
  readonly candidate: Candidate;
  readonly debitAfter: bigint;
  readonly creditAfter: bigint;
}

/**
 * A key was used by another transaction that this one's first look missed: thrown as a
 * serialization failure so the whole batch runs again and sees that key.
 */
class KeyUsedMeanwhile extends Error {
  readonly code = '40001';
}

const text = (values: readonly (string | number | bigint | null)[]) => values.map((v) => (v === null ? null : String(v)));

/**
 * Writes many transfers in one transaction with two statements:
 * 1. lock every touched balance row in id order (SELECT … FOR NO KEY UPDATE) and read which of
 *    the batch's keys are already used;
 * 2. apply the transfers in arrival order with the pure ledger rules against the locked rows —
 *    they cannot change under us, and CHECK (balance - held >= 0) is the backstop — then, in one
 *    statement, claim the keys of the applied ones (INSERT … ON CONFLICT DO NOTHING, with the
 *    balances after), write the new balances and an outbox row per member side.
 * Refused transfers are never written, so their keys stay free. A key used by someone else that
 * step 1 did not see rolls the batch back and runs it again. Keys already used answer from the
 * stored transfer (same payload) or as a conflict.
 */
export async function writeTransferBatch(
  trx: Transaction<Schema>,
  batch: readonly TransferRequest[],
  context: BatchContext,
): Promise<{ results: Result<PostedTransfer>[]; applied: number }> {
  const results: Result<PostedTransfer>[] = new Array(batch.length);
  const candidates = await shapeCandidates(trx, batch, context, results);
  if (candidates.length === 0) return { results, applied: 0 };

  const ids = [...new Set(candidates.flatMap((c) => [c.debit.id, c.credit.id]))].sort((a, b) => a - b);
  const keys = [...new Set(candidates.map((c) => c.request.key))];
  const looked = await sql<{ id: number | null; balance: bigint | null; held: bigint | null; allow_negative: boolean | null; used_key: string | null }>`/* prepared ledger_lock */
    WITH locked AS (SELECT id, balance, held, allow_negative FROM ledger_accounts WHERE id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE)
    SELECT id, balance, held, allow_negative, NULL AS used_key FROM locked
    UNION ALL SELECT NULL, NULL, NULL, NULL, idempotency_key FROM ledger_transfers WHERE idempotency_key = ANY(${keys}::text[])`.execute(trx);
  const state = new Map<number, LedgerAccountState>();
  const used = new Set<string>();
  for (const r of looked.rows) {
    if (r.used_key !== null) used.add(r.used_key);
    else state.set(r.id!, { balance: r.balance!, held: r.held!, allowNegative: r.allow_negative! });
  }

  const rounds = await lockedRounds(trx, candidates);

  const firstOfKey = new Map<string, Candidate>();
  const later: Candidate[] = [];
  const applied: Applied[] = [];
  const refused: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.request.key;
    if (used.has(key) || firstOfKey.has(key)) {
      later.push(candidate);
      continue;
    }
    firstOfKey.set(key, candidate);
    const condition = candidate.request.roundCondition;
    if (condition && !roundAdmits(condition, rounds.get(condition.roundId) ?? GONE)) {
      results[candidate.index] = fail('seamless.round_closed');
      refused.push(key);
      continue;
    }
    const moved = applyMovement(state.get(candidate.debit.id)!, state.get(candidate.credit.id)!, { debit: candidate.debit.code, credit: candidate.credit.code, amount: candidate.request.amount, flag: candidate.flag });
    if (!moved.ok) {
      results[candidate.index] = moved;
      refused.push(key);
      continue;
    }
    state.set(candidate.debit.id, moved.value.debit);
    state.set(candidate.credit.id, moved.value.credit);
    if (condition) rounds.set(condition.roundId, (candidate.request.roundSteps ?? []).reduce((round, step) => afterStep(round, step.kind), rounds.get(condition.roundId)!));
    applied.push({ candidate, debitAfter: available(moved.value.debit), creditAfter: available(moved.value.credit) });
  }

  const claimed = await writeApplied(trx, applied, refused, state);
  for (const a of applied) results[a.candidate.index] = ok(posted(a, claimed.get(a.candidate.request.key)!));
  for (const candidate of later) {
    const first = firstOfKey.get(candidate.request.key);
    const stored = used.has(candidate.request.key) ? await context.findByKey(trx, candidate.request.key) : null;
    if (stored) results[candidate.index] = stored.payload_hash === candidate.hash ? ok(context.storedAnswer(stored)) : fail('wallet.idempotency_conflict');
    else if (first && first.hash === candidate.hash) results[candidate.index] = replayOf(results[first.index]!);
    else results[candidate.index] = fail('wallet.idempotency_conflict');
  }
  return { results, applied: applied.length };
}

const GONE: RoundState = { open: false, steps: 0, refunded: false };

/**
 * Locks the rounds the batch's conditional movements belong to, in id order, then reads them in a
 * statement of its own: at READ COMMITTED it sees the steps of whoever held a lock before us.
 */
async function lockedRounds(trx: Transaction<Schema>, candidates: readonly Candidate[]): Promise<Map<number, RoundState>> {
  const ids = [...new Set(candidates.flatMap((c) => (c.request.roundCondition ? [c.request.roundCondition.roundId] : [])))].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  await sql`SELECT id FROM rounds WHERE id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE`.execute(trx);
  const read = await sql<{ id: number; open: boolean; steps: number; refunded: boolean }>`
    SELECT r.id, r.status = 'open' AS open, count(s.round_id)::int AS steps, coalesce(bool_or(s.kind = 'refund'), false) AS refunded
    FROM rounds r LEFT JOIN round_steps s ON s.round_id = r.id WHERE r.id = ANY(${ids}::int[]) GROUP BY r.id`.execute(trx);
  return new Map(read.rows.map((r) => [r.id, { open: r.open, steps: r.steps, refunded: r.refunded }]));
}

/** A duplicate in the same batch answers as a replay of the first: the same transfer, or the same refusal. */
const replayOf = (first: Result<PostedTransfer>): Result<PostedTransfer> => (first.ok ? ok({ ...first.value, replayed: true }) : first);

/** The requests that name two known accounts of one currency, with a valid shape; the others get their failure. */
async function shapeCandidates(trx: Transaction<Schema>, batch: readonly TransferRequest[], context: BatchContext, results: Result<PostedTransfer>[]): Promise<Candidate[]> {
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
  return candidates;
}

/**
 * One statement: the transfer rows, the new balances, the outbox rows, and the round steps the
 * transfers carry with their rounds' totals (and closing, for a step that closes its round), so
 * each round is rewritten once; answers each claimed key's row. It also looks again
 * for the keys of refused transfers: when step 1 waited for a lock, its snapshot predates the
 * transaction it waited for, which may have used one of those keys.
 */
async function writeApplied(
  trx: Transaction<Schema>,
  applied: readonly Applied[],
  refused: readonly string[],
  state: ReadonlyMap<number, LedgerAccountState>,
): Promise<Map<string, { id: number; created_at: Date }>> {
  if (applied.length === 0 && refused.length === 0) return new Map();
  const c = applied.map((a) => a.candidate);
  const touched = [...new Set(c.flatMap((x) => [x.debit.id, x.credit.id]))];
  const events = applied.flatMap((a) =>
    (
      [
        [a.candidate.debit, a.debitAfter],
        [a.candidate.credit, a.creditAfter],
      ] as const
    )
      .filter(([side]) => side.ownerId !== null)
      .map(([side, after]) => ({ key: a.candidate.request.key, channel: `member:${side.ownerId}`, code: side.code, available: after.toString(), kind: a.candidate.request.kind })),
  );
  // A round's steps move the player's wallet against a house account: the side with an owner.
  const steps = applied.flatMap((a) =>
    (a.candidate.request.roundSteps ?? []).map((step) => {
      const after = a.candidate.debit.ownerId !== null ? a.debitAfter : a.creditAfter;
      const { stake, win } = stepEffect(step);
      return { ...step, key: a.candidate.request.key, after, stake, win, before: step.kind === 'bet' ? after + step.amount : null };
    }),
  );
  const claimed = await sql<{ id: number | null; idempotency_key: string; created_at: Date | null }>`/* prepared ledger_write */
    WITH claimed AS (
      INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind, flag, reference, payload_hash, debit_balance_after, credit_balance_after)
      SELECT * FROM unnest(${c.map((x) => x.request.key)}::text[], ${c.map((x) => x.debit.id)}::int[], ${c.map((x) => x.credit.id)}::int[], ${text(c.map((x) => x.request.amount))}::int8[],
                           ${c.map((x) => x.request.kind)}::text[], ${c.map((x) => x.flag)}::text[], ${c.map((x) => x.request.reference ?? null)}::text[], ${c.map((x) => x.hash)}::text[],
                           ${text(applied.map((a) => a.debitAfter))}::int8[], ${text(applied.map((a) => a.creditAfter))}::int8[])
      ON CONFLICT DO NOTHING
      RETURNING id, idempotency_key, created_at
    ), balances AS (
      UPDATE ledger_accounts AS a SET balance = v.balance, held = v.held
      FROM unnest(${touched}::int[], ${text(touched.map((id) => state.get(id)!.balance))}::int8[], ${text(touched.map((id) => state.get(id)!.held))}::int8[]) AS v(id, balance, held)
      WHERE a.id = v.id
    ), events AS (
      INSERT INTO outbox (channel, event, payload)
      SELECT e.channel, 'balance', jsonb_build_object('code', e.code, 'available', e.available, 'transferId', claimed.id, 'kind', e.kind)
      FROM unnest(${events.map((e) => e.key)}::text[], ${events.map((e) => e.channel)}::text[], ${events.map((e) => e.code)}::text[], ${events.map((e) => e.available)}::text[], ${events.map((e) => e.kind)}::text[])
           AS e(key, channel, code, available, kind)
      JOIN claimed ON claimed.idempotency_key = e.key
    ), notes AS (
      SELECT s.* FROM unnest(${steps.map((x) => x.key)}::text[], ${steps.map((x) => x.roundId)}::int[], ${steps.map((x) => x.kind)}::text[], ${steps.map((x) => x.txId)}::text[],
                             ${text(steps.map((x) => x.amount))}::int8[], ${steps.map((x) => x.at.toISOString())}::timestamptz[], ${steps.map((x) => JSON.stringify(x.detail))}::text[],
                             ${text(steps.map((x) => x.after))}::int8[], ${text(steps.map((x) => x.stake))}::int8[], ${text(steps.map((x) => x.win))}::int8[], ${text(steps.map((x) => x.before))}::int8[],
                             ${steps.map((x) => x.closes === true)}::bool[])
             WITH ORDINALITY AS s(key, round_id, kind, tx_id, amount, at, detail, balance_after, stake, win, before, closes, ord)
      JOIN claimed ON claimed.idempotency_key = s.key
    ), steps AS (
      INSERT INTO round_steps (round_id, kind, tx_id, amount, at, detail, balance_after)
      SELECT round_id, kind, tx_id, amount, at, detail::jsonb, balance_after FROM notes ORDER BY ord
      ON CONFLICT (round_id, kind, tx_id) DO NOTHING
      RETURNING round_id, kind, tx_id
    ), totals AS (
      UPDATE rounds AS r SET stake = r.stake + t.stake, win = r.win + t.win, balance_after = t.after, balance_before = coalesce(r.balance_before, t.before),
                             status = CASE WHEN t.ended IS NULL THEN r.status ELSE 'closed' END,
                             ended_at = CASE WHEN t.ended IS NULL OR r.status = 'closed' THEN r.ended_at ELSE t.ended END
      FROM (SELECT n.round_id, sum(n.stake)::bigint AS stake, sum(n.win)::bigint AS win, (array_agg(n.balance_after ORDER BY n.ord DESC))[1] AS after,
                   (array_agg(n.before ORDER BY n.ord) FILTER (WHERE n.before IS NOT NULL))[1] AS before, max(n.at) FILTER (WHERE n.closes) AS ended
            FROM notes n JOIN steps USING (round_id, kind, tx_id) GROUP BY n.round_id) AS t
      WHERE r.id = t.round_id
    )
    SELECT id, idempotency_key, created_at FROM claimed
    UNION ALL SELECT NULL, idempotency_key, NULL FROM ledger_transfers WHERE idempotency_key = ANY(${refused}::text[])`.execute(trx);
  const rows = claimed.rows.filter((r): r is { id: number; idempotency_key: string; created_at: Date } => r.id !== null);
  if (rows.length !== claimed.rows.length || rows.length !== applied.length) throw new KeyUsedMeanwhile('an idempotency key was used by another transaction meanwhile');
  return new Map(rows.map((r) => [r.idempotency_key, r]));
}

function posted(a: Applied, row: { id: number; created_at: Date }): PostedTransfer {
  const { candidate } = a;
  return {
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
  };
}
