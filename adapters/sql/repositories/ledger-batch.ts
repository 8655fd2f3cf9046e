import { sql, type Transaction } from 'kysely';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { afterStep, roundAdmits, type RoundState } from '../../../core/domain/play/round-condition';
import { stepEffect } from '../../../core/domain/play/round-steps';
import { applyMovement, available, checkTransferShape, type LedgerAccountState, type TransferFlag } from '../../../core/domain/wallet/ledger-rules';
import type { PostedTransfer, TransferRequest } from '../../../core/platform/wallet/ports';
import type { NewRound } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';
import { hashOf, type AccountRow, type TransferRow } from './ledger-rows';
import { TryAgain } from '../transactions';

export interface BatchContext {
  loadAccounts(trx: Transaction<Schema>, codes: readonly string[]): Promise<Map<string, AccountRow>>;
  findByKey(trx: Transaction<Schema>, key: string): Promise<TransferRow | null>;
  storedAnswer(row: TransferRow): PostedTransfer;
}

interface Candidate {
  readonly index: number;
  /** The round its steps and condition belong to: an id, or the reference of the round it opens. */
  round?: number | string;
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
 * stored transfer (same payload) or as a conflict. A key, round or provider call written by
 * another transaction that step 1 missed throws TryAgain: the batch runs again and sees it.
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
  const calls = candidates.flatMap((c) => (c.request.answers ? [c.request.answers] : []));
  const roundIds = [...new Set(candidates.flatMap((c) => (c.request.roundCondition && !c.request.openRound ? [c.request.roundCondition.roundId] : [])))];
  const opens = candidates.flatMap((c) => (c.request.openRound ? [c.request.openRound] : []));
  const looked = await sql<LockedRow>`/* prepared ledger_lock */
    WITH locked AS (SELECT id, balance, held, allow_negative FROM ledger_accounts WHERE id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE),
    rounds_locked AS (
      SELECT id, provider || ':' || round_ref AS ref, account_id, status = 'open' AS open, step_count, refunded FROM rounds
      WHERE id = ANY(${roundIds}::int[]) OR (provider, round_ref) IN (SELECT * FROM unnest(${opens.map((o) => o.provider)}::text[], ${opens.map((o) => o.roundRef)}::text[]))
      ORDER BY id FOR NO KEY UPDATE)
    SELECT id, balance, held, allow_negative, NULL AS used_key, NULL AS ref, NULL::int AS account_id, NULL::bool AS open, NULL::int AS steps, NULL::bool AS refunded FROM locked
    UNION ALL SELECT NULL, NULL, NULL, NULL, idempotency_key, NULL, NULL, NULL, NULL, NULL FROM ledger_transfers WHERE idempotency_key = ANY(${keys}::text[])
    UNION ALL SELECT NULL, NULL, NULL, NULL, 'call:' || p.provider || ':' || p.tx_id, NULL, NULL, NULL, NULL, NULL FROM provider_transactions p
      JOIN unnest(${calls.map((a) => a.provider)}::text[], ${calls.map((a) => a.txId)}::text[]) AS c(provider, tx_id) USING (provider, tx_id)
    UNION ALL SELECT id, NULL, NULL, NULL, NULL, ref, account_id, open, step_count, refunded FROM rounds_locked`.execute(trx);
  const state = new Map<number, LedgerAccountState>();
  const used = new Set<string>();
  const lockedRounds: LockedRow[] = [];
  for (const r of looked.rows) {
    if (r.used_key !== null) used.add(r.used_key);
    else if (r.ref !== null) lockedRounds.push(r);
    else state.set(r.id!, { balance: r.balance!, held: r.held!, allowNegative: r.allow_negative! });
  }
  const { rounds, unopened } = roundsOf(candidates, lockedRounds);

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
    const answers = candidate.request.answers;
    if (answers && used.has(`call:${answers.provider}:${answers.txId}`)) {
      results[candidate.index] = fail('seamless.answered_meanwhile');
      refused.push(key);
      continue;
    }
    const condition = candidate.request.roundCondition;
    const opener = candidate.request.openRound !== undefined;
    if ((!opener && unopened.has(candidate.round!)) || (condition && !roundAdmits(condition, rounds.get(candidate.round!) ?? GONE))) {
      results[candidate.index] = fail('seamless.round_closed');
      refused.push(key);
      continue;
    }
    const moved = applyMovement(state.get(candidate.debit.id)!, state.get(candidate.credit.id)!, {
      debit: candidate.debit.code,
      credit: candidate.credit.code,
      amount: candidate.request.amount,
      flag: candidate.flag,
    });
    if (!moved.ok) {
      results[candidate.index] = moved;
      refused.push(key);
      continue;
    }
    state.set(candidate.debit.id, moved.value.debit);
    state.set(candidate.credit.id, moved.value.credit);
    if (candidate.round !== undefined && rounds.has(candidate.round))
      rounds.set(
        candidate.round,
        (candidate.request.roundSteps ?? []).reduce((round, step) => afterStep(round, step.kind), rounds.get(candidate.round)!),
      );
    if (answers) used.add(`call:${answers.provider}:${answers.txId}`);
    if (opener) unopened.delete(candidate.round!);
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
const NEW: RoundState = { open: true, steps: 0, refunded: false };
const refOf = (round: NewRound) => `${round.provider}:${round.roundRef}`;

/** A row of the lock statement: a balance, a key or a provider call already used, or a round. */
interface LockedRow {
  id: number | null;
  balance: bigint | null;
  held: bigint | null;
  allow_negative: boolean | null;
  used_key: string | null;
  ref: string | null;
  account_id: number | null;
  open: boolean | null;
  steps: number | null;
  refunded: boolean | null;
}

/**
 * The state of the rounds the batch's movements belong to, as locked (a row lock returns the
 * newest version, so the counts on the round row are current), and each candidate's round: a
 * round another account holds under the reference it would open is no round for it; one not
 * there yet is new (named by its preset id, or else its reference), and unopened until a
 * movement opening it applies.
 */
function roundsOf(
  candidates: readonly Candidate[],
  locked: readonly LockedRow[],
): { rounds: Map<number | string, RoundState>; unopened: Set<number | string> } {
  const rounds = new Map<number | string, RoundState>(locked.map((r) => [r.id!, { open: r.open!, steps: r.steps!, refunded: r.refunded! }]));
  const unopened = new Set<number | string>();
  const byRef = new Map(locked.map((r) => [r.ref!, r]));
  for (const candidate of candidates) {
    const opens = candidate.request.openRound;
    if (!opens) {
      candidate.round = candidate.request.roundCondition?.roundId;
      continue;
    }
    const found = byRef.get(refOf(opens));
    if (found) candidate.round = found.account_id === opens.accountId ? found.id! : -1;
    else {
      candidate.round = opens.id ?? refOf(opens);
      rounds.set(candidate.round, NEW);
      unopened.add(candidate.round);
    }
  }
  return { rounds, unopened };
}

/** A duplicate in the same batch answers as a replay of the first: the same transfer, or the same refusal. */
const replayOf = (first: Result<PostedTransfer>): Result<PostedTransfer> => (first.ok ? ok({ ...first.value, replayed: true }) : first);

/** The requests that name two known accounts of one currency, with a valid shape; the others get their failure. */
async function shapeCandidates(
  trx: Transaction<Schema>,
  batch: readonly TransferRequest[],
  context: BatchContext,
  results: Result<PostedTransfer>[],
): Promise<Candidate[]> {
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
    candidates.push({
      index,
      request,
      flag,
      debit,
      credit,
      hash: hashOf([request.debit, request.credit, request.amount, request.kind, flag, request.reference]),
    });
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
      .map(([side, after]) => ({
        key: a.candidate.request.key,
        channel: `member:${side.ownerId}`,
        code: side.code,
        available: after.toString(),
        kind: a.candidate.request.kind,
      })),
  );
  // A round's steps move the player's wallet against a house account: the side with an owner.
  const steps = applied.flatMap((a) =>
    (a.candidate.request.roundSteps ?? []).map((step) => {
      const after = a.candidate.debit.ownerId !== null ? a.debitAfter : a.creditAfter;
      const { stake, win } = stepEffect(step);
      const round = a.candidate.request.openRound ? a.candidate.round : step.roundId;
      return {
        ...step,
        key: a.candidate.request.key,
        roundId: typeof round === 'number' ? round : null,
        ref: typeof round === 'string' ? round : null,
        after,
        stake,
        win,
        before: step.kind === 'bet' ? after + step.amount : null,
      };
    }),
  );
  const opened = newRounds(applied, steps);
  const answers = applied.flatMap((a) => {
    const call = a.candidate.request.answers;
    return call
      ? [
          {
            ...call,
            key: a.candidate.request.key,
            response: JSON.stringify({ ...call.response, balance: String(a.candidate.debit.ownerId !== null ? a.debitAfter : a.creditAfter) }),
          },
        ]
      : [];
  });
  const claimed = await sql<{
    id: number | null;
    idempotency_key: string;
    created_at: Date | null;
    opened: number | null;
    answered: number | null;
  }>`/* prepared ledger_write */
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
    ), opened AS (
      INSERT INTO rounds (id, provider, round_ref, account_id, game_code, detail, started_at, stake, win, balance_before, balance_after, status, ended_at, step_count, refunded) OVERRIDING SYSTEM VALUE
      SELECT coalesce(id, nextval(pg_get_serial_sequence('rounds', 'id'))), provider, round_ref, account_id, game_code, detail::jsonb, started_at, stake, win, before, after, CASE WHEN ended IS NULL THEN 'open' ELSE 'closed' END, ended, steps, refunded
      FROM unnest(${opened.map((o) => o.id ?? null)}::int[], ${opened.map((o) => o.provider)}::text[], ${opened.map((o) => o.roundRef)}::text[], ${opened.map((o) => o.accountId)}::int[], ${opened.map((o) => o.gameCode)}::text[],
                  ${opened.map((o) => JSON.stringify(o.detail))}::text[], ${opened.map((o) => o.at.toISOString())}::timestamptz[], ${text(opened.map((o) => o.stake))}::int8[], ${text(opened.map((o) => o.win))}::int8[],
                  ${text(opened.map((o) => o.before))}::int8[], ${text(opened.map((o) => o.after))}::int8[], ${opened.map((o) => o.ended?.toISOString() ?? null)}::timestamptz[],
                  ${opened.map((o) => o.steps)}::int[], ${opened.map((o) => o.refunded)}::bool[])
           AS o(id, provider, round_ref, account_id, game_code, detail, started_at, stake, win, before, after, ended, steps, refunded)
      ON CONFLICT (provider, round_ref) DO NOTHING
      RETURNING id, provider || ':' || round_ref AS ref
    ), notes AS (
      SELECT s.* FROM unnest(${steps.map((x) => x.key)}::text[], ${steps.map((x) => x.roundId)}::int[], ${steps.map((x) => x.ref)}::text[], ${steps.map((x) => x.kind)}::text[], ${steps.map((x) => x.txId)}::text[],
                             ${text(steps.map((x) => x.amount))}::int8[], ${steps.map((x) => x.at.toISOString())}::timestamptz[], ${steps.map((x) => JSON.stringify(x.detail))}::text[],
                             ${text(steps.map((x) => x.after))}::int8[], ${text(steps.map((x) => x.stake))}::int8[], ${text(steps.map((x) => x.win))}::int8[], ${text(steps.map((x) => x.before))}::int8[],
                             ${steps.map((x) => x.closes === true)}::bool[])
             WITH ORDINALITY AS s(key, round_id, ref, kind, tx_id, amount, at, detail, balance_after, stake, win, before, closes, ord)
      JOIN claimed ON claimed.idempotency_key = s.key
    ), steps AS (
      INSERT INTO round_steps (round_id, kind, tx_id, amount, at, detail, balance_after)
      SELECT coalesce(n.round_id, o.id), n.kind, n.tx_id, n.amount, n.at, n.detail::jsonb, n.balance_after FROM notes n LEFT JOIN opened o ON o.ref = n.ref ORDER BY n.ord
      ON CONFLICT (round_id, kind, tx_id) DO NOTHING
      RETURNING round_id, kind, tx_id
    ), totals AS (
      UPDATE rounds AS r SET stake = r.stake + t.stake, win = r.win + t.win, balance_after = t.after, balance_before = coalesce(r.balance_before, t.before),
                             step_count = r.step_count + t.steps, refunded = r.refunded OR t.refunded,
                             status = CASE WHEN t.ended IS NULL THEN r.status ELSE 'closed' END,
                             ended_at = CASE WHEN t.ended IS NULL OR r.status = 'closed' THEN r.ended_at ELSE t.ended END
      FROM (SELECT n.round_id, sum(n.stake)::bigint AS stake, sum(n.win)::bigint AS win, (array_agg(n.balance_after ORDER BY n.ord DESC))[1] AS after,
                   (array_agg(n.before ORDER BY n.ord) FILTER (WHERE n.before IS NOT NULL))[1] AS before, max(n.at) FILTER (WHERE n.closes) AS ended,
                   count(*)::int AS steps, bool_or(n.kind = 'refund') AS refunded
            FROM notes n JOIN steps USING (round_id, kind, tx_id) GROUP BY n.round_id) AS t
      WHERE r.id = t.round_id
    ), answered AS (
      INSERT INTO provider_transactions (provider, tx_id, kind, payload_hash, player_id, round_ref, game_code, amount, response)
      SELECT a.provider, a.tx_id, a.kind, a.payload_hash, a.player_id, a.round_ref, a.game_code, a.amount, a.response::jsonb
      FROM unnest(${answers.map((a) => a.key)}::text[], ${answers.map((a) => a.provider)}::text[], ${answers.map((a) => a.txId)}::text[], ${answers.map((a) => a.kind)}::text[],
                  ${answers.map((a) => a.payloadHash)}::text[], ${answers.map((a) => a.playerId)}::int[], ${answers.map((a) => a.roundId)}::text[], ${answers.map((a) => a.gameCode)}::text[],
                  ${text(answers.map((a) => a.amount))}::int8[], ${answers.map((a) => a.response)}::text[])
           AS a(key, provider, tx_id, kind, payload_hash, player_id, round_ref, game_code, amount, response)
      JOIN claimed ON claimed.idempotency_key = a.key
      ON CONFLICT (provider, tx_id) DO NOTHING
      RETURNING tx_id
    )
    SELECT id, idempotency_key, created_at, (SELECT count(*)::int FROM opened) AS opened, (SELECT count(*)::int FROM answered) AS answered FROM claimed
    UNION ALL SELECT NULL, idempotency_key, NULL, NULL, NULL FROM ledger_transfers WHERE idempotency_key = ANY(${refused}::text[])`.execute(trx);
  const rows = claimed.rows.filter((r): r is typeof r & { id: number; created_at: Date } => r.id !== null);
  if (rows.length !== claimed.rows.length || rows.length !== applied.length) throw new TryAgain('an idempotency key was used by another transaction meanwhile');
  if (rows.length > 0 && (rows[0]!.opened !== opened.length || rows[0]!.answered !== answers.length))
    throw new TryAgain('a round or a provider call was written by another transaction meanwhile');
  return new Map(rows.map((r) => [r.idempotency_key, r]));
}

interface OpenedRound extends NewRound {
  readonly stake: bigint;
  readonly win: bigint;
  readonly before: bigint | null;
  readonly after: bigint;
  readonly ended: Date | null;
  readonly steps: number;
  readonly refunded: boolean;
}

/**
 * The rounds the batch opens, written with the totals of their steps in it (an update in the same
 * statement could not see them), the steps of later movements on a round opened with a preset id included.
 */
function newRounds(
  applied: readonly Applied[],
  steps: readonly {
    roundId: number | null;
    ref: string | null;
    kind: string;
    stake: bigint;
    win: bigint;
    before: bigint | null;
    after: bigint;
    closes?: boolean;
    at: Date;
  }[],
): OpenedRound[] {
  const rounds = new Map<number | string, OpenedRound>();
  for (const a of applied) {
    const opens = a.candidate.request.openRound;
    const name = a.candidate.round;
    if (opens && name !== undefined && (typeof name === 'string' || name === opens.id) && !rounds.has(name))
      rounds.set(name, { ...opens, stake: 0n, win: 0n, before: null, after: 0n, ended: null, steps: 0, refunded: false });
  }
  for (const step of steps) {
    const name = step.ref ?? step.roundId;
    const round = name === null ? undefined : rounds.get(name);
    if (!round) continue;
    rounds.set(name!, {
      ...round,
      stake: round.stake + step.stake,
      win: round.win + step.win,
      before: round.before ?? step.before,
      after: step.after,
      ended: round.ended ?? (step.closes ? step.at : null),
      steps: round.steps + 1,
      refunded: round.refunded || step.kind === 'refund',
    });
  }
  return [...rounds.values()];
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
