import { sql, type Kysely } from 'kysely';
import { stepEffect, type NewRoundStep } from '../../../core/domain/play/round-steps';
import { LOTTERY_PROVIDER } from '../../../core/platform/lottery/deps';
import type { NewRound, Round, RoundRepository, RoundStep } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';

type RoundRow = Schema['rounds'] extends infer T ? { [K in keyof T]: unknown } : never;

/** Rounds of every provider with their steps, for play, the betting record and support. */
export class SqlRounds implements RoundRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  /** A round just created has no steps yet: `fresh` skips reading them. */
  private async withSteps(rows: RoundRow[], fresh = false): Promise<Round[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id as number);
    const steps = fresh ? [] : await this.db.selectFrom('round_steps').selectAll().where('round_id', 'in', ids).orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id as number,
      provider: r.provider as string,
      roundRef: r.round_ref as string,
      accountId: r.account_id as number,
      gameCode: r.game_code as string,
      status: r.status as Round['status'],
      startedAt: r.started_at as Date,
      endedAt: r.ended_at as Date | null,
      balanceBefore: r.balance_before as bigint | null,
      balanceAfter: r.balance_after as bigint | null,
      stake: r.stake as bigint,
      win: r.win as bigint,
      detail: r.detail as Record<string, unknown>,
      steps: steps
        .filter((s) => s.round_id === r.id)
        .map((s, i): RoundStep => ({
          seq: i + 1,
          kind: s.kind,
          txId: s.tx_id,
          amount: s.amount,
          at: new Date(s.at),
          detail: s.detail,
          balanceAfter: s.balance_after,
        })),
    }));
  }

  async open(round: NewRound): Promise<Round> {
    const created = await this.db
      .insertInto('rounds')
      .values({
        provider: round.provider,
        round_ref: round.roundRef,
        account_id: round.accountId,
        game_code: round.gameCode,
        detail: JSON.stringify(round.detail),
        started_at: round.at,
      })
      .onConflict((oc) => oc.columns(['provider', 'round_ref']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (created) return (await this.withSteps([created as RoundRow], true))[0]!;
    return (await this.findByRef(round.provider, round.roundRef))!;
  }

  async find(id: number): Promise<Round | null> {
    const rows = await this.db.selectFrom('rounds').selectAll().where('id', '=', id).execute();
    return (await this.withSteps(rows as RoundRow[]))[0] ?? null;
  }

  async findByRef(provider: string, roundRef: string): Promise<Round | null> {
    const rows = await this.db.selectFrom('rounds').selectAll().where('provider', '=', provider).where('round_ref', '=', roundRef).execute();
    return (await this.withSteps(rows as RoundRow[]))[0] ?? null;
  }

  /** One statement, so atomic without a transaction: the totals move only when the step is new. */
  async addStep(step: NewRoundStep, balanceAfter: bigint): Promise<boolean> {
    const { stake, win } = stepEffect(step);
    const before = step.kind === 'bet' ? balanceAfter + step.amount : null;
    const updated = await sql`
      WITH added AS (
        INSERT INTO round_steps (round_id, kind, tx_id, amount, at, detail, balance_after)
        VALUES (${step.roundId}, ${step.kind}, ${step.txId}, ${step.amount}, ${step.at}, ${JSON.stringify(step.detail)}::jsonb, ${balanceAfter})
        ON CONFLICT (round_id, kind, tx_id) DO NOTHING RETURNING id
      )
      UPDATE rounds SET stake = stake + ${stake}, win = win + ${win}, balance_after = ${balanceAfter}, step_count = step_count + 1, refunded = refunded OR ${step.kind === 'refund'},
        balance_before = coalesce(balance_before, ${before}::bigint)
      WHERE id = ${step.roundId} AND EXISTS (SELECT 1 FROM added) RETURNING id`.execute(this.db);
    return updated.rows.length === 1;
  }

  async close(roundId: number, at: Date): Promise<void> {
    await this.db.updateTable('rounds').set({ status: 'closed', ended_at: at }).where('id', '=', roundId).where('status', '=', 'open').execute();
  }

  async openRounds(provider: string, accountId: number): Promise<Round[]> {
    const rows = await this.db
      .selectFrom('rounds')
      .selectAll()
      .where('provider', '=', provider)
      .where('account_id', '=', accountId)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
    return this.withSteps(rows as RoundRow[]);
  }

  async staleRounds(before: Date, limit: number): Promise<Round[]> {
    const rows = await this.db
      .selectFrom('rounds')
      .selectAll()
      .where('status', '=', 'open')
      .where('started_at', '<', before)
      .where('provider', '<>', LOTTERY_PROVIDER)
      .orderBy('started_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return this.withSteps(rows as RoundRow[]);
  }
}
